import { describeIssues, deckSchema, formatIssuePath, listProblems, Reason, type Deck } from '@mingle/shared';
import { appError } from '../lib/errors';

/** Parses a deck format v1 document at the API boundary; errors name the field. */
export function parseDeckDocument(document: unknown, prefix = 'document'): Deck {
  const result = deckSchema.safeParse(document);
  if (!result.success) {
    const lines = describeIssues(result.error);
    const shown = lines.slice(0, 5).map((l) => `${prefix}.${l}`);
    if (lines.length > 5) shown.push(`and ${lines.length - 5} more`);
    const path = result.error.issues[0]?.path ?? [];
    throw appError(Reason.INVALID_INPUT, shown.join('; '), { field: formatIssuePath([prefix, ...path]), problems: listProblems(lines) });
  }
  return result.data;
}
