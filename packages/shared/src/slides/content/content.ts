import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';

export const contentSlideSchema = z.object({
  type: z.literal('content'),
  ...slideBase,
  title: text(DECK_LIMITS.title).default(''),
  /** Markdown; rendered without raw HTML, so it cannot inject markup. */
  body: text(DECK_LIMITS.body).default(''),
});
export type ContentSlide = z.infer<typeof contentSlideSchema>;

export const contentType: SlideTypeDefinition<ContentSlide> = {
  type: 'content',
  label: 'Content',
  description: 'A title, text and an image: for welcomes, instructions and breaks.',
  schema: contentSlideSchema,
  steps: ['show'],
  scored: false,
  create: () => ({ type: 'content', id: newSlideId(), title: '', body: '' }),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
};
