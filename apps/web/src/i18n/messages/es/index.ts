import type { Catalog } from '../en';
import { common } from './common';
import { phone } from './phone';

export const es: Catalog = { ...common, ...phone };
