import type { AreaOf } from '../en';
import type { common as english } from '../en/common';

export const common: AreaOf<typeof english> = {
  'common.appName': 'Mingle',
  'common.players': '{count, plural, one {# jugador} other {# jugadores}}',
  // The connection pill: phones, the big screen and the host console.
  'common.connection.label': 'Conexión: {status}',
  'common.connection.online': 'En línea',
  'common.connection.connecting': 'Conectando…',
  'common.connection.reconnecting': 'Reconectando…',
  'common.connection.offline': 'Sin conexión',
  'common.connection.closed': 'Desconectado',
};
