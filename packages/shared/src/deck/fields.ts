import { z } from 'zod';
import { DECK_LIMITS, TIME_LIMIT } from './limits';
import { newSlideId } from './ids';
import { storedFileKey } from '../uploads';

/** Field builders with the messages people see: "at most 120 characters". */
export const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `at most ${max} characters` });
export const requiredText = (max: number) => text(max).min(1, { error: 'is required' });

/** The message of an image field that is not a file this server stored. */
export const IMAGE_URL_MESSAGE = 'must be an image uploaded to this server';

/**
 * An image on a slide, an option or a deck's cover: the address of a file uploaded to this
 * server, exactly as the upload gave it (docs/adr/0021). Anything else (other servers,
 * javascript:, data:, `..`, encoded characters) is refused, so a deck can only show images
 * that passed the upload checks and never sends its audience's browsers elsewhere.
 */
export const imageUrl = z
  .string({ error: 'must be text' })
  .max(DECK_LIMITS.imageUrl, { error: `at most ${DECK_LIMITS.imageUrl} characters`, abort: true })
  .refine((v) => storedFileKey(v) !== null, { error: IMAGE_URL_MESSAGE });

export const slideId = z
  .string({ error: 'must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' });

export const timeLimit = z
  .number({ error: 'must be a number of seconds' })
  .int({ error: 'must be whole seconds' })
  .min(TIME_LIMIT.min, { error: `at least ${TIME_LIMIT.min} seconds` })
  .max(TIME_LIMIT.max, { error: `at most ${TIME_LIMIT.max} seconds` })
  .default(TIME_LIMIT.default);

export const points = z.enum(['standard', 'double', 'none'], { error: 'must be standard, double or none' }).default('standard');

/** An id made when absent (a slide's id, an order slide's shuffle key): random per slide, never a fixed default. */
export const generatedId = slideId.default(newSlideId);

/** Fields every slide has. */
export const slideBase = {
  id: generatedId,
  image: imageUrl.optional(),
  notes: text(DECK_LIMITS.notes).optional(),
};
