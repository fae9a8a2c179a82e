import { describe, expect, it } from 'vitest';
import { generatedTeams, smallestTeam, teamListSchema, TEAM_PALETTE, TEAM_COLOURS, teamHex } from '../index';

/** WCAG relative luminance and contrast, to hold the palette to white text at AA. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

describe('team mode rules (SPEC R17)', () => {
  it('R17.1 the palette carries white text at 4.5:1 or more, ten distinct colours', () => {
    expect(TEAM_COLOURS).toHaveLength(10);
    expect(new Set(Object.values(TEAM_PALETTE)).size).toBe(10);
    for (const hex of Object.values(TEAM_PALETTE)) expect(contrastWithWhite(hex)).toBeGreaterThanOrEqual(4.5);
    expect(teamHex('nope')).toMatch(/^#/);
  });

  it('R17.1 generated teams have distinct names and colours, in the event language, 2 to 10 of them', () => {
    const four = generatedTeams(4);
    expect(four.map((t) => t.colour)).toEqual(['red', 'blue', 'green', 'orange']);
    expect(four[0]!.name).toBe('Red Foxes');
    expect(generatedTeams(3, 'fr')[1]!.name).toBe('Baleines bleues');
    expect(generatedTeams(1)).toHaveLength(2);
    expect(generatedTeams(40)).toHaveLength(10);
    for (const lang of ['en', 'fr', 'de', 'es'] as const) {
      const all = generatedTeams(10, lang);
      expect(teamListSchema.safeParse(all).success).toBe(true);
    }
  });

  it('R17.1 a list of teams is 2–10 teams, each named 1–24 characters, with distinct names and colours', () => {
    const err = (v: unknown) => {
      const r = teamListSchema.safeParse(v);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(err([{ name: 'A', colour: 'red' }])).toBe('teams: 2 to 10 teams');
    expect(err(generatedTeams(10).concat({ name: 'Eleven', colour: 'red' }))).toBe('teams: 2 to 10 teams');
    expect(
      err([
        { name: '  ', colour: 'red' },
        { name: 'B', colour: 'blue' },
      ]),
    ).toBe('name: give the team a name');
    expect(
      err([
        { name: 'x'.repeat(25), colour: 'red' },
        { name: 'B', colour: 'blue' },
      ]),
    ).toBe('name: at most 24 characters');
    expect(
      err([
        { name: 'A', colour: 'mauve' },
        { name: 'B', colour: 'blue' },
      ]),
    ).toMatch(/^colour: one of red, blue/);
    expect(
      err([
        { name: 'Owls', colour: 'red' },
        { name: 'owls', colour: 'blue' },
      ]),
    ).toBe('teams[1].name: "owls" is already a team\'s name');
    expect(
      err([
        { name: 'A', colour: 'red' },
        { name: 'B', colour: 'red' },
      ]),
    ).toBe("teams[1].colour: red is already a team's colour");
    // Names are normalised as nicknames are (R3.10): trimmed, runs of spaces made one.
    expect(
      teamListSchema.parse([
        { name: '  Red   Team ', colour: 'red' },
        { name: 'B', colour: 'blue' },
      ])[0]!.name,
    ).toBe('Red Team');
  });

  it('R17.2 the server places a joiner in the team with fewest members, the lowest index on a tie', () => {
    expect(smallestTeam([0, 0, 0])).toBe(0);
    expect(smallestTeam([1, 0, 0])).toBe(1);
    expect(smallestTeam([1, 1, 0])).toBe(2);
    expect(smallestTeam([2, 1, 1])).toBe(1);
    expect(smallestTeam([3, 5, 3, 4])).toBe(0);
  });
});
