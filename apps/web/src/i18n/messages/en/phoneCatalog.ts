import type { PhoneCatalog } from '.';
import { common } from './common';
import { phone } from './phone';

/** English as the phone's bundle carries it: no host or big-screen words (ADR 69). */
export const enPhone: PhoneCatalog = { ...common, ...phone };
