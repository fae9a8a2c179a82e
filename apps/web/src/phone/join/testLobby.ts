import type { EventLobby } from '../joinApi';

/** An open event's lobby as the join screen gets it, for tests; `over` changes what a test needs. */
export const lobbyOf = (over: Partial<EventLobby> = {}): EventLobby => ({
  id: 'e1',
  code: 'ABCDEF',
  title: 'Quiz night',
  status: 'LOBBY',
  askEmail: 'OFF',
  language: null,
  teamMode: 'OFF',
  teams: [],
  joinable: true,
  reason: null,
  reasonCode: null,
  ...over,
});
