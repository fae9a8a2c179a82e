/**
 * Team mode's fixed palette (SPEC R17.1). Plain data, no imports: the phone's small build
 * reads it to colour a team's chip. Every colour carries white text at 5:1 or more (WCAG AA
 * for text of any size), so a team's name can sit on its own colour on the big screen.
 */
export const TEAM_PALETTE = {
  red: '#c92a2a',
  blue: '#1864ab',
  green: '#087f5b',
  orange: '#c2410c',
  violet: '#6741d9',
  teal: '#0b7285',
  pink: '#c2255c',
  indigo: '#3b5bdb',
  brown: '#8a5a2b',
  grape: '#9c36b5',
} as const;

export type TeamColour = keyof typeof TEAM_PALETTE;

/** The palette's keys in the order generated teams take them (distinct neighbours first). */
export const TEAM_COLOURS = Object.keys(TEAM_PALETTE) as TeamColour[];

/** The hex of a palette key; a grey for anything else (a client older than the palette). */
export function teamHex(colour: string): string {
  return (TEAM_PALETTE as Record<string, string>)[colour] ?? '#495057';
}

export const TEAM_MODES = ['off', 'auto', 'choose'] as const;
export type TeamMode = (typeof TEAM_MODES)[number];

/** R17.1 */
export const TEAMS_MIN = 2;
export const TEAMS_MAX = 10;
export const TEAM_NAME_MAX = 24;
