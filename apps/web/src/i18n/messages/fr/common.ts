import type { AreaOf } from '../en';
import type { common as english } from '../en/common';

export const common: AreaOf<typeof english> = {
  'common.appName': 'Mingle',
  'common.players': '{count, plural, one {# joueur} other {# joueurs}}',
  // The connection pill: phones, the big screen and the host console.
  'common.connection.label': 'Connexion : {status}',
  'common.connection.online': 'En ligne',
  'common.connection.connecting': 'Connexion…',
  'common.connection.reconnecting': 'Reconnexion…',
  'common.connection.offline': 'Hors ligne',
  'common.connection.closed': 'Déconnecté',
  'common.twotruths.title': 'Deux vérités, un mensonge',
  'common.twotruths.about': 'Deux vérités, un mensonge : {name}',
  'common.twotruths.lie': 'Le mensonge',
  'common.twotruths.truth': 'Vrai',
  'common.twotruths.solution': 'Le mensonge : {lie}',
  'common.twotruths.spottedBy': 'Trouvé par {names}',
  'common.twotruths.spottedByMore': 'Trouvé par {names} et {count, plural, one {# autre personne} other {# autres}}',
  'common.twotruths.spottedCount': '{count, plural, one {# personne a trouvé} other {# personnes ont trouvé}} le mensonge',
  'common.twotruths.list': '{names} et {last}',
  'common.twotruths.nobodySpotted': 'Personne n’a trouvé le mensonge',
};
