import type { Catalog } from '../en';
import { common } from './common';
import { host } from './host';
import { phone } from './phone';
import { screen } from './screen';

export const fr: Catalog = {
  ...common,
  ...phone,
  ...screen,
  ...host,
};
