import type { AreaOf } from '../en';
import type { common as english } from '../en/common';

export const common: AreaOf<typeof english> = {
  'common.appName': 'Mingle',
  'common.players': '{count, plural, one {# Spieler} other {# Spieler}}',
  // The connection pill: phones, the big screen and the host console.
  'common.connection.label': 'Verbindung: {status}',
  'common.connection.online': 'Online',
  'common.connection.connecting': 'Verbinden…',
  'common.connection.reconnecting': 'Neu verbinden…',
  'common.connection.offline': 'Offline',
  'common.connection.closed': 'Getrennt',
};
