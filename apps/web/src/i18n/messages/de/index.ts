import type { Catalog } from '../en';
import { common } from './common';

export const de: Catalog = { ...common };
