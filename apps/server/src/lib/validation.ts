import type { z } from 'zod';
import { badInput } from './errors';

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

/** Parses input at a boundary; a failure becomes BAD_USER_INPUT naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(describeZodError(result.error));
  return result.data;
}
