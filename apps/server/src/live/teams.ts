import { TEAM_COLOURS, type TeamDef } from '@mingle/shared';
import type { EventSettings } from './store';

/**
 * Team mode (SPEC R17): the teams of an event and their standings. Pure functions; the join
 * (participants.ts) places people, the views send the standings.
 */

/** A team as phones and screens are told it (`me.team`, and in `LiveState.teams`). */
export interface TeamView {
  index: number;
  name: string;
  colour: string;
}

export interface TeamStanding extends TeamView {
  /** R17.3: the average of the active members' scores, rounded to a whole number. */
  score: number;
  members: number;
  rank: number;
}

/** The event's teams as views, or null when team mode is off (or the stored list is unusable). */
export function teamViewsOf(settings: Pick<EventSettings, 'teamMode' | 'teams'>): TeamView[] | null {
  if (settings.teamMode === 'off' || settings.teams.length === 0) return null;
  return settings.teams.map((t: TeamDef, index) => ({ index, name: t.name, colour: TEAM_COLOURS.includes(t.colour) ? t.colour : 'blue' }));
}

interface Member {
  team: number | null;
  score: number;
}

/**
 * R17.3: each team's score is the mean of its active members' scores (whatever the ranking
 * holds: removed participants are not in it, and before a reveal the scores leave out the open
 * question, R6.5), rounded half up to a whole number. Teams are ranked by that mean compared
 * exactly (not rounded), then by more members, then by their index; a team with no members
 * scores 0 and ranks after every team that has some. Ranks are 1…n, each team its own.
 */
export function teamStandings(teams: readonly TeamView[], ranking: readonly Member[]): TeamStanding[] {
  const sums = new Array<number>(teams.length).fill(0);
  const counts = new Array<number>(teams.length).fill(0);
  for (const r of ranking) {
    if (r.team === null || r.team < 0 || r.team >= teams.length) continue;
    sums[r.team]! += r.score;
    counts[r.team]!++;
  }
  const order = teams.map((_, i) => i);
  order.sort((a, b) => {
    const na = counts[a]!;
    const nb = counts[b]!;
    if ((na === 0) !== (nb === 0)) return na === 0 ? 1 : -1;
    // sums[a]/na against sums[b]/nb without dividing: whole numbers compare exactly.
    const byMean = na === 0 ? 0 : sums[b]! * na - sums[a]! * nb;
    return byMean || nb - na || a - b;
  });
  const standings = new Array<TeamStanding>(teams.length);
  order.forEach((i, position) => {
    const t = teams[i]!;
    const n = counts[i]!;
    standings[position] = {
      index: t.index,
      name: t.name,
      colour: t.colour,
      score: n === 0 ? 0 : Math.round(sums[i]! / n),
      members: n,
      rank: position + 1,
    };
  });
  return standings;
}

const memo = new WeakMap<readonly Member[], { teams: readonly TeamView[]; standings: TeamStanding[] }>();

/**
 * teamStandings() once per ranking: the snapshot keeps its ranking array while nobody moves,
 * so every frame and document built from it shares one list (never per phone).
 */
export function teamStandingsOnce(teams: readonly TeamView[], ranking: readonly Member[]): TeamStanding[] {
  const known = memo.get(ranking);
  if (known && known.teams === teams) return known.standings;
  const standings = teamStandings(teams, ranking);
  memo.set(ranking, { teams, standings });
  return standings;
}
