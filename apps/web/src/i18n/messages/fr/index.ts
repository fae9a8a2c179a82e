import type { Catalog } from '../en';
import { common } from './common';

export const fr: Catalog = { ...common };
