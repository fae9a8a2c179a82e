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
};
