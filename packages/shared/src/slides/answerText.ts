import { z } from 'zod';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a piece of answer text cannot be stored, or null. PostgreSQL's jsonb refuses NUL
 * (`\u0000`) and unpaired UTF-16 surrogates: such text must be refused with the sender's
 * own error before it reaches the database, where it would fail a whole batch of answers.
 */
export function answerTextProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(value)) return 'contains a broken character (an unpaired UTF-16 surrogate)';
  return null;
}

/**
 * Text carried by an answer, checked for what can be stored and bounded in length; `field`
 * names it in the message a participant sees ("text: at most 2000 characters"). A slide's
 * own, usually tighter, limit is checked afterwards by its `checkAnswer`.
 */
export function answerText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field}: at most ${max} characters` })
    .superRefine((value, ctx) => {
      const problem = answerTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field}: ${problem}` });
    });
}
