import { createContext, useContext } from 'react';

/** A team's standing as the big screen shows it (SPEC R17.3). */
export interface TeamStandingView {
  index: number;
  name: string;
  colour: string;
  score: number;
  members: number;
  rank: number;
}

/**
 * The event's team standings, for every leaderboard the big screen draws (R17.4): set by the
 * stage from the live state, so no slide type passes them along. Null outside team mode.
 */
export const TeamStandingsContext = createContext<readonly TeamStandingView[] | null>(null);

export const useTeamStandings = () => useContext(TeamStandingsContext);
