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
  'common.twotruths.title': 'Zwei Wahrheiten, eine Lüge',
  'common.twotruths.about': 'Zwei Wahrheiten, eine Lüge über {name}',
  'common.twotruths.lie': 'Die Lüge',
  'common.twotruths.truth': 'Wahr',
  'common.twotruths.solution': 'Die Lüge: {lie}',
  'common.twotruths.spottedBy': 'Entlarvt von {names}',
  'common.twotruths.spottedByMore': 'Entlarvt von {names} und {count, plural, one {# weiteren Person} other {# weiteren}}',
  'common.twotruths.spottedCount': '{count, plural, one {# Person hat} other {# Personen haben}} die Lüge entlarvt',
  'common.twotruths.list': '{names} und {last}',
  'common.twotruths.nobodySpotted': 'Niemand hat die Lüge entlarvt',
};
