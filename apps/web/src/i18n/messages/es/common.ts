import type { AreaOf } from '../en';
import type { common as english } from '../en/common';

export const common: AreaOf<typeof english> = {
  'common.appName': 'Mingle',
  'common.players': '{count, plural, one {# jugador} other {# jugadores}}',
};
