import type { Catalog } from '../en';
import { common } from './common';
import { phone } from './phone';

export const fr: Catalog = { ...common, ...phone };
