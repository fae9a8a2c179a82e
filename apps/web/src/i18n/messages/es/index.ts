import type { Catalog } from '../en';
import { common } from './common';
import { host } from './host';
import { phone } from './phone';
import { screen } from './screen';

export const es: Catalog = {
  ...common,
  ...phone,
  ...screen,
  ...host,
};
