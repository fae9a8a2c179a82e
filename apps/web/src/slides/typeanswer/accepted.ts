import type { TypeAnswerSlide } from '@mingle/shared';

/**
 * The accepted answers that are filled in. Public content holds none before the reveal
 * (SPEC R10.9), so a frame without them reads as an empty list rather than failing.
 */
export const acceptedOf = (s: Pick<TypeAnswerSlide, 'accepted'>): string[] =>
  ((s.accepted as readonly string[] | undefined) ?? []).filter((a) => a.trim() !== '');
