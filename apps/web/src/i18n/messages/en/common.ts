/** Words every screen shares. English is the source: other languages must have every key. */
export const common = {
  'common.appName': 'Mingle',
  'common.players': '{count, plural, one {# player} other {# players}}',
};
