import type { Catalog } from '../en';
import { common } from './common';
import { host } from './host';
import { screen } from './screen';

export const fr: Catalog = {
  ...common,
  ...screen,
  ...host,
};
