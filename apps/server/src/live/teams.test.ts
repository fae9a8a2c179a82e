import { describe, expect, it } from 'vitest';
import { teamStandings, teamStandingsOnce, teamViewsOf, type TeamView } from './teams';

const TEAMS: TeamView[] = [
  { index: 0, name: 'Red Foxes', colour: 'red' },
  { index: 1, name: 'Blue Whales', colour: 'blue' },
  { index: 2, name: 'Green Geckos', colour: 'green' },
];
const m = (team: number | null, score: number) => ({ team, score });

describe('team standings (SPEC R17.3)', () => {
  it('R17.3 a team scores the mean of its members’ scores, rounded half up', () => {
    const s = teamStandings(TEAMS, [m(0, 1000), m(0, 501), m(1, 900), m(1, 0), m(2, 333), m(2, 334), m(2, 334)]);
    expect(s.map((t) => [t.name, t.score, t.members, t.rank])).toEqual([
      ['Red Foxes', 751, 2, 1], // 750.5 → 751
      ['Blue Whales', 450, 2, 2],
      ['Green Geckos', 334, 3, 3], // 333.67 → 334
    ]);
  });

  it('R17.3 removed members are not counted: the ranking they are computed from leaves them out (R3.8)', () => {
    // The ranking holds active participants only; a removed 0-scorer no longer drags Blue down.
    const before = teamStandings(TEAMS, [m(0, 600), m(1, 1000), m(1, 0)]);
    expect(before.find((t) => t.index === 1)).toMatchObject({ score: 500, members: 2, rank: 2 });
    const after = teamStandings(TEAMS, [m(0, 600), m(1, 1000)]);
    expect(after.find((t) => t.index === 1)).toMatchObject({ score: 1000, members: 1, rank: 1 });
  });

  it('R17.3 a team without members scores 0 and ranks after every team that has some, even ones at 0', () => {
    const s = teamStandings(TEAMS, [m(1, 0), m(2, 0), m(2, 0)]);
    expect(s.map((t) => [t.index, t.score, t.members, t.rank])).toEqual([
      [2, 0, 2, 1], // equal means: more members first
      [1, 0, 1, 2],
      [0, 0, 0, 3],
    ]);
    expect(teamStandings(TEAMS, []).map((t) => t.index)).toEqual([0, 1, 2]);
  });

  it('R17.3 ties: the exact mean decides before rounding, then more members, then the lower index; ranks are distinct', () => {
    const a = teamStandings(TEAMS, [m(0, 501), m(2, 500), m(2, 501)]); // 501 vs 500.5 (shown 501 both)
    expect(a.map((t) => [t.index, t.score, t.rank])).toEqual([
      [0, 501, 1],
      [2, 501, 2],
      [1, 0, 3],
    ]);
    const b = teamStandings(TEAMS, [m(0, 400), m(1, 400), m(1, 400), m(2, 400)]);
    expect(b.map((t) => t.index)).toEqual([1, 0, 2]);
  });

  it('R17.3 participants without a team (joined before team mode could apply) count for no team', () => {
    expect(teamStandings(TEAMS, [m(null, 5000), m(7, 5000), m(0, 10)])[0]).toMatchObject({ index: 0, score: 10, members: 1 });
  });

  it('R17.4 the standings are worked out once per ranking, whoever asks', () => {
    const ranking = [m(0, 10)];
    expect(teamStandingsOnce(TEAMS, ranking)).toBe(teamStandingsOnce(TEAMS, ranking));
    expect(teamStandingsOnce(TEAMS, [...ranking])).not.toBe(teamStandingsOnce(TEAMS, ranking));
  });

  it('R17.1 team mode off, or no teams stored, gives no teams', () => {
    expect(teamViewsOf({ teamMode: 'off', teams: [] })).toBeNull();
    expect(
      teamViewsOf({
        teamMode: 'auto',
        teams: [
          { name: 'A', colour: 'red' },
          { name: 'B', colour: 'blue' },
        ],
      }),
    ).toEqual([
      { index: 0, name: 'A', colour: 'red' },
      { index: 1, name: 'B', colour: 'blue' },
    ]);
  });
});
