import type { z } from 'zod';

/** `slides[3].options[1].text` — a path a person can follow. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** One line per problem: `slides[3].options[1].text: at most 120 characters`. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${formatIssuePath(i.path)}: ${i.message}` : i.message));
}
