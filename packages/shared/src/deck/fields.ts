import { z } from 'zod';
import { DECK_LIMITS, TIME_LIMIT } from './limits';
import { newSlideId } from './ids';

/** Field builders with the messages people see: "at most 120 characters". */
export const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `at most ${max} characters` });
export const requiredText = (max: number) => text(max).min(1, { error: 'is required' });

/**
 * An image on a slide or option: a file uploaded to this server, or an https URL. Anything
 * else (javascript:, data:, http:) is refused so an imported deck cannot smuggle content.
 */
export const imageUrl = z
  .string({ error: 'must be text' })
  .max(DECK_LIMITS.imageUrl, { error: `at most ${DECK_LIMITS.imageUrl} characters` })
  .refine((v) => /^\/v1\/functions\/files\/[A-Za-z0-9/_.-]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    error: 'must be an uploaded image or an https:// address',
  });

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

/** Fields every slide has. */
export const slideBase = {
  id: slideId.default(newSlideId),
  image: imageUrl.optional(),
  notes: text(DECK_LIMITS.notes).optional(),
};
