import { z } from 'zod';
import { MAX_LIST_OFFSET, Reason } from '@mingle/shared';
import { appError } from './errors';

/** `slides[3].options[1].text: at most 120 characters` — a path a person can follow. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

export function describeZodError(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${formatIssuePath(i.path)}: ${i.message}` : i.message)).join('; ');
}

/** The path of the first issue, for `extensions.field`: where a form shows the problem. */
export function firstIssueField(error: z.ZodError): { field?: string } {
  const path = error.issues[0]?.path;
  return path?.length ? { field: formatIssuePath(path) } : {};
}

/** Parses input at a boundary; a failure is INVALID_INPUT naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw appError(Reason.INVALID_INPUT, describeZodError(result.error), firstIssueField(result.error));
  return result.data;
}

/** A page's offset into a list the server caps (the community gallery, the reports review). */
export const listOffset = z
  .number()
  .int()
  .min(0, { error: 'at least 0' })
  .max(MAX_LIST_OFFSET, { error: `at most ${MAX_LIST_OFFSET}` })
  .default(0);
