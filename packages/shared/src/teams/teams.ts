import { z } from 'zod';
import { checkName, type NameRule } from '../names';
import type { EventLanguage } from '../languages';
import { TEAM_COLOURS, TEAM_MODES, TEAM_NAME_MAX, TEAMS_MAX, TEAMS_MIN, type TeamColour, type TeamMode } from './palette';

export interface TeamDef {
  name: string;
  colour: TeamColour;
}

/**
 * Names for generated teams (R17.1), per event language: one animal per palette colour, in the
 * palette's order, so a generated team's name and colour go together ("Red Foxes" is red).
 */
const GENERATED_NAMES: Record<EventLanguage, readonly string[]> = {
  en: [
    'Red Foxes',
    'Blue Whales',
    'Green Geckos',
    'Orange Tigers',
    'Violet Owls',
    'Teal Turtles',
    'Pink Flamingos',
    'Indigo Jays',
    'Brown Bears',
    'Grape Gorillas',
  ],
  fr: [
    'Renards rouges',
    'Baleines bleues',
    'Geckos verts',
    'Tigres orange',
    'Hiboux violets',
    'Tortues sarcelle',
    'Flamants roses',
    'Geais indigo',
    'Ours bruns',
    'Gorilles prune',
  ],
  de: [
    'Rote Füchse',
    'Blaue Wale',
    'Grüne Geckos',
    'Orange Tiger',
    'Violette Eulen',
    'Türkise Schildkröten',
    'Pinke Flamingos',
    'Indigo-Häher',
    'Braune Bären',
    'Lila Gorillas',
  ],
  es: [
    'Zorros rojos',
    'Ballenas azules',
    'Gecos verdes',
    'Tigres naranjas',
    'Búhos violeta',
    'Tortugas turquesa',
    'Flamencos rosas',
    'Arrendajos índigo',
    'Osos pardos',
    'Gorilas uva',
  ],
};

/** R17.1: `count` teams with distinct palette colours and names that go with them. */
export function generatedTeams(count: number, language: EventLanguage | null = null): TeamDef[] {
  const names = GENERATED_NAMES[language ?? 'en'];
  const n = Math.min(Math.max(Math.trunc(count), TEAMS_MIN), TEAMS_MAX);
  return Array.from({ length: n }, (_, i) => ({ name: names[i]!, colour: TEAM_COLOURS[i]! }));
}

const TEAM_NAME_RULE: NameRule = { max: TEAM_NAME_MAX, empty: 'Give the team a name', tooLong: `At most ${TEAM_NAME_MAX} characters` };

const teamNameSchema = z.string({ error: 'name is required' }).transform((raw, ctx) => {
  // A team's name is shown as a nickname is: the same normalisation and refusals (R3.10).
  const checked = checkName(raw, TEAM_NAME_RULE);
  if (checked.ok) return checked.name;
  ctx.addIssue({ code: 'custom', message: `name: ${checked.message.charAt(0).toLowerCase()}${checked.message.slice(1)}` });
  return z.NEVER;
});

export const teamDefSchema = z.object({
  name: teamNameSchema,
  colour: z.enum(TEAM_COLOURS as [TeamColour, ...TeamColour[]], { error: `colour: one of ${TEAM_COLOURS.join(', ')}` }),
});

export const teamModeSchema = z.enum(TEAM_MODES, { error: `teamMode: one of ${TEAM_MODES.join(', ')}` });

/** R17.1: 2–10 teams, names distinct ignoring case, colours distinct. */
export const teamListSchema = z
  .array(teamDefSchema)
  .min(TEAMS_MIN, { error: `teams: ${TEAMS_MIN} to ${TEAMS_MAX} teams` })
  .max(TEAMS_MAX, { error: `teams: ${TEAMS_MIN} to ${TEAMS_MAX} teams` })
  .superRefine((teams, ctx) => {
    const names = new Set<string>();
    const colours = new Set<string>();
    teams.forEach((t, i) => {
      const key = t.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `teams[${i}].name: "${t.name}" is already a team's name` });
      if (colours.has(t.colour))
        ctx.addIssue({ code: 'custom', path: [i, 'colour'], message: `teams[${i}].colour: ${t.colour} is already a team's colour` });
      names.add(key);
      colours.add(t.colour);
    });
  });

/**
 * R17.2: the team a joiner goes to when the server chooses: the one with fewest active members,
 * the lowest index among equals. `counts[i]` is team i's active member count.
 */
export function smallestTeam(counts: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < counts.length; i++) if (counts[i]! < counts[best]!) best = i;
  return best;
}

export type { TeamColour, TeamMode };
