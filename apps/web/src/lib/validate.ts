import type { ZodType } from 'zod';

/** The first message a schema gives for a value, or null when the value is fine. */
export function firstIssue(schema: ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check this field');
}
