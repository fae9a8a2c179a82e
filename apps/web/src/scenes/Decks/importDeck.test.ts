import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeDataError } from '../../graphql/errors';
import { ImportProblem, readDeckFile } from './importDeck';
import { exportFileName } from './useDeckActions';

describe('deck import', () => {
  it('lists the problems the server sent in extensions.problems, whatever its sentence says', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Le document est invalide',
          extensions: {
            code: 'BAD_USER_INPUT',
            reason: 'INVALID_INPUT',
            problems: ['slides[3].options[1].text: at most 120 characters', 'title: is required'],
          },
        },
      ],
    });
    expect(describeDataError(error).problems).toEqual(['slides[3].options[1].text: at most 120 characters', 'title: is required']);
  });

  it('reads JSON and refuses what is not JSON or too large, naming the file', async () => {
    await expect(readDeckFile(new File(['{"version":1}'], 'a.json'))).resolves.toEqual({ version: 1 });
    await expect(readDeckFile(new File(['hello'], 'notes.txt'))).rejects.toThrow(/“notes.txt” is not a deck file/);
    await expect(readDeckFile(new File(['x'.repeat(1_000_000)], 'big.json'))).rejects.toBeInstanceOf(ImportProblem);
  });

  it('names an export after the deck, safely', () => {
    expect(exportFileName('Team trivia: round 1')).toBe('Team trivia- round 1.mingle.json');
    expect(exportFileName('  ')).toBe('deck.mingle.json');
  });
});
