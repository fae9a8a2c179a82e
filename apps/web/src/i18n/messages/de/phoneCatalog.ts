import type { PhoneCatalog } from '../en';
import { common } from './common';
import { phone } from './phone';

/** The phone's chunk of this language: its own area and the shared one (ADR 69). */
export const dePhone: PhoneCatalog = { ...common, ...phone };
