// Only zod's regular expressions, not zod itself: the route table reads this, and the phone
// app's router reads the route table (ADR 24's budget; zod was 66 KB of its entry).
import { regexes } from 'zod/v4/core';

/** The longest email address accepted (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254;

/** An address as stored and compared: trimmed and lower-cased. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Whether `raw` is an email address as `emailSchema` (auth.ts) takes one: the same
 * normalising, the same length limit and the same pattern (zod's own, which `z.email()` uses).
 */
export function isEmailAddress(raw: string): boolean {
  const email = normaliseEmail(raw);
  return email.length <= EMAIL_MAX && regexes.email.test(email);
}
