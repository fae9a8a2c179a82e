import { describeIssues, deckSchema, type Deck } from '@mingle/shared';
import { badInput } from '../lib/errors';

/** Parses a deck format v1 document at the API boundary; errors name the field. */
export function parseDeckDocument(document: unknown, prefix = 'document'): Deck {
  const result = deckSchema.safeParse(document);
  if (!result.success) {
    const lines = describeIssues(result.error);
    const shown = lines.slice(0, 5).map((l) => `${prefix}.${l}`);
    if (lines.length > 5) shown.push(`and ${lines.length - 5} more`);
    throw badInput(shown.join('; '));
  }
  return result.data;
}
