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
  // Two truths and a lie (SPEC R19): phone, big screen and results.
  'common.twotruths.title': 'Two truths and a lie',
  'common.twotruths.about': 'Two truths and a lie about {name}',
  'common.twotruths.lie': 'The lie',
  'common.twotruths.truth': 'True',
  'common.twotruths.solution': 'The lie: {lie}',
  'common.twotruths.spottedBy': 'Spotted by {names}',
  'common.twotruths.spottedByMore': 'Spotted by {names} and {count, plural, one {# other} other {# others}}',
  'common.twotruths.spottedCount': '{count, plural, one {# person} other {# people}} spotted the lie',
  'common.twotruths.list': '{names} and {last}',
  'common.twotruths.nobodySpotted': 'Nobody spotted the lie',
};
