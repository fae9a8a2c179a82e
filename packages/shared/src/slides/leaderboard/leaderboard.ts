import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';

export const leaderboardSlideSchema = z.object({
  type: z.literal('leaderboard'),
  ...slideBase,
  title: text(DECK_LIMITS.title).default('Leaderboard'),
  top: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(3, { error: 'at least 3' })
    .max(10, { error: 'at most 10' })
    .default(5),
  /** Show the top three on a podium before the list. */
  podium: z.boolean({ error: 'must be true or false' }).default(true),
});
export type LeaderboardSlide = z.infer<typeof leaderboardSlideSchema>;

export const leaderboardType: SlideTypeDefinition<LeaderboardSlide> = {
  type: 'leaderboard',
  label: 'Leaderboard',
  description: 'The top scores so far, with a podium for the first three.',
  schema: leaderboardSlideSchema,
  steps: ['show'],
  scored: false,
  create: () => ({ type: 'leaderboard', id: newSlideId(), title: 'Leaderboard', top: 5, podium: true }),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
  standings: (s) => ({ top: s.top, podium: s.podium }),
};
