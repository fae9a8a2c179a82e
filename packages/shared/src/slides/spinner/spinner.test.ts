import { describe, expect, it } from 'vitest';
import { schemaIssues as issues } from '../../testing';
import { deckProblems } from '../../deck/deck';
import { slideSchema } from '../registry';
import { publicSpinnerPlay, spinnerResults, spinnerSlideSchema, spinnerType, type SpinnerSlide } from './spinner';
import { spinRotation, spinTurns, spinWinner, type SpinnerPlay } from './wheel';
import type { SpinsResults } from '../types';

const valid = { type: 'spinner', id: 'who-next', title: 'Who goes next?', source: 'items', items: ['Alice', 'Bob', 'Chen'] };
const parse = (input: unknown): SpinnerSlide => spinnerSlideSchema.parse(input);

describe('spinner slide schema (SPEC R21.1)', () => {
  it('accepts a valid example, by its own schema and as a slide of the format', () => {
    expect(issues(spinnerSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
  });

  it('applies defaults (winners taken out) and generates an id; decks saved before removeWinners stay valid', () => {
    expect(parse({ type: 'spinner' })).toEqual({
      type: 'spinner',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      title: '',
      source: 'participants',
      items: [],
      removeWinners: true,
    });
    expect(parse({ ...valid, removeWinners: false }).removeWinners).toBe(false);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['title too long', { title: 't'.repeat(121) }, 'title: at most 120 characters'],
    ['source unknown', { source: 'everyone' }, 'source: must be participants or items'],
    ['items not a list', { items: 'Alice,Bob' }, 'items: must be a list'],
    ['an item too long', { items: ['a', 'b'.repeat(121)] }, 'items[1]: at most 120 characters'],
    ['51 items', { items: Array.from({ length: 51 }, (_, i) => `p${i}`) }, 'items: at most 50 items'],
    ['removeWinners not a boolean', { removeWinners: 'yes' }, 'removeWinners: must be true or false'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(spinnerSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });

  it('a draft saves; too few or empty items are problems that stop hosting (R1.3)', () => {
    const draft = parse({ type: 'spinner', source: 'items', items: ['Alice', ' '] });
    expect(spinnerType.problems!(draft)).toEqual([{ path: 'items[1]', message: 'is required' }]);
    expect(spinnerType.problems!(parse({ type: 'spinner', source: 'items', items: ['Alice'] }))).toEqual([
      { path: 'items', message: 'at least 2 items to spin' },
    ]);
    expect(deckProblems({ slides: [parse({ type: 'spinner', source: 'items' })] })).toHaveLength(1);
  });

  it('a wheel of participants needs no items', () => {
    expect(spinnerType.problems!(parse({ type: 'spinner' }))).toEqual([]);
    expect(spinnerType.create()).toMatchObject({ source: 'participants', removeWinners: true });
  });

  it('plays spin → result in rounds the host adds, unscored, nobody answers (R21.2)', () => {
    expect(spinnerType.steps).toEqual(['spin', 'result']);
    expect(spinnerType.moreRounds).toBe(true);
    expect(spinnerType.scored).toBe(false);
    expect(spinnerType.answerSchema).toBeUndefined();
  });
});

const wheel = (n: number): SpinnerPlay => ({
  segments: Array.from({ length: n }, (_, i) => ({ label: `s${i}` })),
  pool: n,
  taken: [],
});

describe('the wheel’s stop (R21.5)', () => {
  it('the pointer, at 12 o’clock, ends inside the winner’s segment, after 5 to 7 whole turns', () => {
    for (const n of [2, 3, 7, 24]) {
      for (let winner = 0; winner < n; winner++) {
        for (const landing of [0.15, 0.5, 0.85]) {
          const play = { ...wheel(n), winner, landing, spunAt: 1 };
          const r = spinRotation(play);
          const turns = spinTurns(play);
          expect(turns).toBeGreaterThanOrEqual(5);
          expect(turns).toBeLessThanOrEqual(7);
          expect(r).toBeGreaterThan(360 * (turns - 1));
          // The wheel point under the pointer after turning by r is at −r (mod 360).
          const under = (((-r % 360) + 360) % 360) / (360 / n);
          expect(Math.floor(under)).toBe(winner);
        }
      }
    }
  });

  it('the same play gives every screen the same rotation', () => {
    const play = { ...wheel(9), winner: 4, landing: 0.37, spunAt: 123 };
    expect(spinRotation(JSON.parse(JSON.stringify(play)) as SpinnerPlay)).toBe(spinRotation(play));
    expect(spinWinner(play)).toEqual({ label: 's4' });
    expect(spinWinner(wheel(3))).toBeNull();
    expect(spinRotation(wheel(3))).toBe(0);
  });

  it('publicPlay is the wheel as stored, and nothing for a play of another shape', () => {
    const play = { ...wheel(2), spinnerId: 'p1', spinnerNickname: 'Ana' };
    expect(publicSpinnerPlay(play)).toEqual({ ...play, winner: undefined, spunAt: undefined, landing: undefined });
    expect(publicSpinnerPlay({ quote: 'x' })).toBeNull();
  });
});

describe('the spins so far, as results (R21.7)', () => {
  const segments = [{ label: 'Ana', participantId: 'pa' }, { label: 'Ben', participantId: 'pb' }, { label: 'Cy' }];
  const round: SpinnerPlay = { segments, pool: 3, taken: [{ label: 'Dee', participantId: 'pd' }, { label: 'Eve' }] };

  it("list the earlier winners the round's play carries, first spin first, then this spin once it has stopped", () => {
    const results = (play: unknown) => spinnerType.aggregate!(parse(valid), [], undefined, play) as SpinsResults;
    expect(results(round)).toEqual({ kind: 'spins', total: 2, winners: ['Dee', 'Eve'] });
    expect(results({ ...round, winner: 1, spunAt: 5, landing: 0.5 })).toEqual({ kind: 'spins', total: 3, winners: ['Dee', 'Eve', 'Ben'] });
    // Winners who stay on the wheel may win again: each spin is listed.
    expect(results({ ...round, taken: [{ label: 'Ben' }], winner: 1, spunAt: 5 }).winners).toEqual(['Ben', 'Ben']);
  });

  it("an empty wheel's spin lands on nobody; before any spin, or with another play, there is nothing to list", () => {
    expect(spinnerResults({ segments: [], pool: 0, taken: round.taken, spunAt: 5 }).winners).toEqual(['Dee', 'Eve']);
    expect(spinnerResults(undefined)).toEqual({ kind: 'spins', total: 0, winners: [] });
    expect(spinnerResults({ quote: 'x' })).toEqual({ kind: 'spins', total: 0, winners: [] });
  });
});
