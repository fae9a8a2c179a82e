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
  'common.twotruths.title': 'Dos verdades y una mentira',
  'common.twotruths.about': 'Dos verdades y una mentira sobre {name}',
  'common.twotruths.lie': 'La mentira',
  'common.twotruths.truth': 'Verdad',
  'common.twotruths.solution': 'La mentira: {lie}',
  'common.twotruths.spottedBy': 'La descubrieron {names}',
  'common.twotruths.spottedByMore': 'La descubrieron {names} y {count, plural, one {# persona más} other {# más}}',
  'common.twotruths.spottedCount': '{count, plural, one {# persona descubrió} other {# personas descubrieron}} la mentira',
  'common.twotruths.list': '{names} y {last}',
  'common.twotruths.nobodySpotted': 'Nadie descubrió la mentira',
};
