import { describe, expect, it } from 'vitest';
import { matchingParticipants } from './participantSearch';

const people = [
  { nickname: 'Ada Lovelace', email: 'ada@example.com' },
  { nickname: 'Bo', email: null },
  { nickname: 'ＣＹ', email: 'cy@Example.org' },
];

describe('matchingParticipants', () => {
  it('matches part of a nickname or an email, in any case, keeping the order', () => {
    expect(matchingParticipants(people, 'LOVE').map((p) => p.nickname)).toEqual(['Ada Lovelace']);
    expect(matchingParticipants(people, 'example').map((p) => p.nickname)).toEqual(['Ada Lovelace', 'ＣＹ']);
    expect(matchingParticipants(people, '  bo ').map((p) => p.nickname)).toEqual(['Bo']);
  });

  it('folds compatibility forms, so full-width letters match what was typed', () => {
    expect(matchingParticipants(people, 'cy').map((p) => p.nickname)).toEqual(['ＣＹ']);
  });

  it('matches everyone without a search, and nobody for a text nobody has', () => {
    expect(matchingParticipants(people, '')).toHaveLength(3);
    expect(matchingParticipants(people, 'zed')).toEqual([]);
  });
});
