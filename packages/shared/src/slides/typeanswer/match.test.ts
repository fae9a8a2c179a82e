import { describe, expect, it } from 'vitest';
import { displayTyped, normaliseTyped, TYPO_MIN_LENGTH, typedAnswerMatches, withinOneEdit } from './match';

const exact = (...accepted: string[]) => ({ accepted, typoTolerance: false });
const tolerant = (...accepted: string[]) => ({ accepted, typoTolerance: true });

type Row = [typed: string, accepted: string, matches: boolean];

describe('typed answers: the compared form (R10.1–R10.4)', () => {
  it.each<Row>([
    // R10.1 case
    ['canberra', 'Canberra', true],
    ['CANBERRA', 'Canberra', true],
    ['cAnBeRrA', 'Canberra', true],
    ['STRASSE', 'Straße', true],
    ['ΟΔΟΣ', 'οδος', true],
    ['İstanbul', 'istanbul', true],
    // R10.2 spacing: leading, trailing, inner runs, and inner spaces altogether
    ['  Canberra  ', 'Canberra', true],
    ['New  York', 'New York', true],
    ['new\tyork', 'New York', true],
    ['NewYork', 'New York', true],
    ['New York', 'NewYork', true],
    ['new\u00a0york', 'New York', true],
    ['Can\u200bberra', 'Canberra', true],
    // R10.2 punctuation counts
    ['C', 'C++', false],
    ['5', '-5', false],
    ['Jean Paul', 'Jean-Paul', false],
    // R10.3 accents, and letters folded by hand
    ['Zurich', 'Zürich', true],
    ['zürich', 'ZURICH', true],
    ['Sao Paulo', 'São Paulo', true],
    ['creme brulee', 'Crème brûlée', true],
    ['Lodz', 'Łódź', true],
    ['Orebro', 'Örebro', true],
    ['Trondelag', 'Trøndelag', true],
    ['aero', 'Ærø', true],
    ['ﬁnland', 'Finland', true],
    ['ＡＢＣ', 'abc', true],
    ['क', 'का', false], // a spacing vowel sign is no accent
    // R10.4 typographic quotes
    ['O’Neill', "O'Neill", true],
    ['“Hi”', '"Hi"', true],
    // Different answers stay different
    ['Sydney', 'Canberra', false],
    ['Canberr', 'Canberra', false],
  ])('R10.1–R10.4 "%s" against "%s" without typo tolerance: %s', (typed, accepted, matches) => {
    expect(typedAnswerMatches(exact(accepted), typed)).toBe(matches);
  });

  it('R10.1 an answer counts when it matches any accepted answer', () => {
    const rules = exact('Canberra', 'Canberra, ACT');
    expect(typedAnswerMatches(rules, 'canberra act')).toBe(false); // the comma counts (R10.2)
    expect(typedAnswerMatches(rules, 'canberra, act')).toBe(true);
    expect(typedAnswerMatches(rules, 'Canberra')).toBe(true);
  });

  it('R10.1 an empty compared form matches nothing, not even an empty accepted answer', () => {
    expect(normaliseTyped(' \u0301 \u200b ')).toBe('');
    expect(typedAnswerMatches(exact('\u0301'), '  ')).toBe(false);
    expect(typedAnswerMatches(tolerant('a'), '')).toBe(false);
  });

  it('R10.8 the spelling shown is trimmed, each run of white space one space', () => {
    expect(displayTyped('  New \t York ')).toBe('New York');
    expect(normaliseTyped('  New \t York ')).toBe('newyork');
  });
});

describe('typed answers: one typo (R10.5)', () => {
  it.each<Row>([
    // One edit on an answer of 5+ characters: in
    ['Canbera', 'Canberra', true], // one left out
    ['Canberrra', 'Canberra', true], // one extra
    ['Canbexra', 'Canberra', true], // one replaced
    ['Cnaberra', 'Canberra', true], // two neighbours swapped
    ['Pariss', 'Paris', true],
    ['Prais', 'Paris', true],
    ['Pars', 'Paris', true],
    ['canbera', 'Canberra', true], // case and a typo
    ['Zurcih', 'Zürich', true], // accent and a swap
    ['Newyrok', 'New York', true], // spaces ignored, then a swap
    // Two edits: out
    ['Canbrea', 'Canberra', false],
    ['Cnabera', 'Canberra', false],
    ['Pr', 'Paris', false],
    // Under 5 characters: exact only
    ['Rime', 'Rome', false],
    ['Oslo', 'Oslo', true],
    ['Olso', 'Oslo', false],
    ['cat', 'bat', false],
    // Digits never change
    ['Apolo 11', 'Apollo 11', true],
    ['Apollo 12', 'Apollo 11', false],
    ['Apollo 1', 'Apollo 11', false],
    ['Apollo 111', 'Apollo 11', false],
    ['19899', '1989', false],
    ['198 9', '1989', true], // the space is ignored, not a typo (R10.2)
    ['12345', '12354', false],
    ['Room 1O1', 'Room 101', false],
  ])('R10.5 with typo tolerance, "%s" against "%s": %s', (typed, accepted, matches) => {
    expect(typedAnswerMatches(tolerant(accepted), typed)).toBe(matches);
  });

  it('R10.5 the shortest answer with an allowance has 5 characters of compared form', () => {
    expect(TYPO_MIN_LENGTH).toBe(5);
    expect(typedAnswerMatches(tolerant('Mali'), 'Malli')).toBe(false); // 4 characters
    expect(typedAnswerMatches(tolerant('Malta'), 'Maltta')).toBe(true); // 5 characters
    // Counted in the compared form: spaces and accents do not make an answer long enough.
    expect(typedAnswerMatches(tolerant('  R o m e  '), 'Rme')).toBe(false);
  });

  it('R10.5 without typo tolerance, one typo does not count', () => {
    expect(typedAnswerMatches(exact('Canberra'), 'Canbera')).toBe(false);
    expect(typedAnswerMatches(exact('Canberra'), 'Cnaberra')).toBe(false);
  });

  it('R10.5 characters are counted as code points, so an emoji is one character', () => {
    expect(typedAnswerMatches(tolerant('🍕 pizza'), '🍕 piza')).toBe(true);
    expect(typedAnswerMatches(tolerant('🍕 pizza'), '🍔 pizza')).toBe(true);
    expect(typedAnswerMatches(tolerant('🍕 pizza'), '🍔 piza')).toBe(false);
  });

  it('withinOneEdit is Damerau–Levenshtein distance ≤ 1', () => {
    const w = (a: string, b: string) => withinOneEdit(Array.from(a), Array.from(b));
    expect(w('', '')).toBe(true);
    expect(w('', 'a')).toBe(true);
    expect(w('ab', 'ba')).toBe(true);
    expect(w('abc', 'acb')).toBe(true);
    expect(w('abc', 'cba')).toBe(false);
    expect(w('abcd', 'abdc')).toBe(true);
    expect(w('abcd', 'badc')).toBe(false);
    expect(w('abcd', 'abc')).toBe(true);
    expect(w('abcd', 'bcd')).toBe(true);
    expect(w('abcd', 'acd')).toBe(true);
    expect(w('abcd', 'ab')).toBe(false);
    expect(w('abcd', 'abce')).toBe(true);
    expect(w('abcd', 'xbcy')).toBe(false);
    // Symmetric
    for (const [a, b] of [
      ['kitten', 'sitten'],
      ['kitten', 'kiten'],
      ['kitten', 'iktten'],
      ['kitten', 'sittin'],
    ] as const)
      expect(w(a, b)).toBe(w(b, a));
  });
});
