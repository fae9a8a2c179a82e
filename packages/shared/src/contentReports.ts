import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * What `/report` sends (ADR 52): anyone may report abusive content or a problem with Mingle,
 * with or without an account. The web checks a report with the same rules before sending it.
 */
export const REPORT_MESSAGE_MIN = 10;
export const REPORT_MESSAGE_MAX = 2000;

/** `ABUSE`: abusive or inappropriate content (a public deck, usually); `PROBLEM`: something wrong with Mingle. */
export const REPORT_KINDS = ['ABUSE', 'PROBLEM'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The message, trimmed: between REPORT_MESSAGE_MIN and REPORT_MESSAGE_MAX characters. */
export const reportMessageSchema = z
  .string({ error: 'Say what is wrong' })
  .trim()
  .min(REPORT_MESSAGE_MIN, { error: `Write at least ${REPORT_MESSAGE_MIN} characters` })
  .max(REPORT_MESSAGE_MAX, { error: `Write at most ${REPORT_MESSAGE_MAX} characters` });

/** An optional address to answer a signed-out reporter at; blank is none. */
export const reportEmailSchema = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullish());
