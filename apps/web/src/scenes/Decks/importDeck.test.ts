import { describe, expect, it } from 'vitest';
import { ImportProblem, importErrorLines, readDeckFile } from './importDeck';
import { exportFileName } from './useDeckActions';

describe('deck import', () => {
  it('turns the server message into one line per problem', () => {
    expect(importErrorLines('document.slides[3].options[1].text: at most 120 characters; document.title: is required; and 2 more')).toEqual(
      ['slides[3].options[1].text: at most 120 characters', 'title: is required', 'and 2 more'],
    );
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
