/** Words every screen shares. English is the source: other languages must have every key. */
export const common = {
  'common.appName': 'Mingle',
  'common.players': '{count, plural, one {# player} other {# players}}',
  // The connection pill: phones, the big screen and the host console.
  'common.connection.label': 'Connection: {status}',
  'common.connection.online': 'Online',
  'common.connection.connecting': 'Connecting…',
  'common.connection.reconnecting': 'Reconnecting…',
  'common.connection.offline': 'Offline',
  'common.connection.closed': 'Disconnected',
};
