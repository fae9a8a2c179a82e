import { describe, expect, it } from 'vitest';
import { playKey, SPINNER_MAX_SEGMENTS, spinnerSlideSchema, type Slide, type SpinnerPlay, type SpinnerSlide } from '@mingle/shared';
import { contentSlide, seededRandom } from '@mingle/shared/testing';
import type { Db } from '../../db/client';
import * as S from '../state';
import { withPlay } from './plays';
import { earlierWinners, handSpin, itemPool, spin, spinByPhone, wheelFor } from './spinner';

const spinner = (patch: Partial<SpinnerSlide> = {}): SpinnerSlide =>
  spinnerSlideSchema.parse({ type: 'spinner', id: 'wheel', source: 'items', items: ['Ana', 'Ben', 'Cy', 'Dee'], ...patch });
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `P${i}`, participantId: `id${i}` }));

describe('the spinner’s wheel (SPEC R21.3, R21.4)', () => {
  it('R21.3 a wheel of items holds the items; of participants, every one in the pool', () => {
    expect(itemPool(spinner())).toEqual([{ label: 'Ana' }, { label: 'Ben' }, { label: 'Cy' }, { label: 'Dee' }]);
    expect(wheelFor(spinner({ source: 'participants' }), people(5), [], Math.random)).toEqual({ segments: people(5), pool: 5, taken: [] });
  });

  it(`R21.3 a pool over ${SPINNER_MAX_SEGMENTS} is sampled to ${SPINNER_MAX_SEGMENTS} distinct segments, in pool order, uniformly`, () => {
    const pool = people(100);
    const wheel = wheelFor(spinner({ source: 'participants' }), pool, [], seededRandom(7));
    expect(wheel.segments).toHaveLength(SPINNER_MAX_SEGMENTS);
    expect(wheel.pool).toBe(100);
    const indices = wheel.segments.map((s) => Number(s.label.slice(1)));
    expect(indices).toEqual([...new Set(indices)].sort((a, b) => a - b));
    // Over many wheels, every member of the pool is on about 24% of them.
    const seen = new Array<number>(100).fill(0);
    const random = seededRandom(11);
    for (let k = 0; k < 2000; k++) for (const s of wheelFor(spinner(), pool, [], random).segments) seen[Number(s.label.slice(1))]!++;
    for (const n of seen) expect(n / 2000).toBeGreaterThan(0.17);
  });

  it('R21.4 earlier winners of the slide are taken out, unless the slide keeps them', () => {
    const plays = {
      [playKey('wheel', 0)]: { segments: people(3), pool: 3, taken: [], winner: 1, spunAt: 1, landing: 0.5 },
      [playKey('wheel', 1)]: { segments: [people(3)[0]!, people(3)[2]!], pool: 2, taken: [], winner: 0, spunAt: 2, landing: 0.5 },
      [playKey('other', 0)]: { segments: people(3), pool: 3, taken: [], winner: 2, spunAt: 1, landing: 0.5 },
    };
    const taken = earlierWinners('wheel', 2, plays);
    expect(taken.map((s) => s.label)).toEqual(['P1', 'P0']);
    expect(earlierWinners('wheel', 1, plays).map((s) => s.label)).toEqual(['P1']);
    expect(wheelFor(spinner({ source: 'participants' }), people(3), taken, Math.random)).toEqual({
      segments: [people(3)[2]],
      pool: 1,
      taken,
    });
    expect(wheelFor(spinner({ source: 'participants', removeWinners: false }), people(3), taken, Math.random).segments).toHaveLength(3);
    // Items are told apart by their words.
    expect(wheelFor(spinner(), itemPool(spinner()), [{ label: 'Ben' }], Math.random).segments.map((s) => s.label)).toEqual([
      'Ana',
      'Cy',
      'Dee',
    ]);
  });

  it('R21.4 with everyone taken out the wheel is empty, and its spin stops nowhere', () => {
    const wheel = wheelFor(spinner({ source: 'participants' }), people(2), people(2), Math.random);
    expect(wheel).toEqual({ segments: [], pool: 0, taken: people(2) });
    expect(spin(wheel, 42, () => 0.5)).toEqual({ ...wheel, spunAt: 42 });
  });

  it('R21.5 the stop is drawn by the injected randomness, off the segment’s edges, at the server’s time', () => {
    const wheel = wheelFor(spinner(), itemPool(spinner()), [], Math.random);
    expect(spin(wheel, 1000, () => 0.99)).toMatchObject({ winner: 3, spunAt: 1000 });
    const landed = spin(wheel, 1000, seededRandom(3));
    expect(landed.landing).toBeGreaterThanOrEqual(0.15);
    expect(landed.landing).toBeLessThanOrEqual(0.85);
  });
});

const slides: Slide[] = [contentSlide('intro'), spinner()];
const deps = { db: {} as Db, eventId: 'e1', now: 500, random: () => 0.6 };
async function step(before: S.EventState, move: (s: S.EventState) => S.EventState) {
  return withPlay(before, move(before), slides, deps);
}

describe('the spinner decider over the state machine (R21.2, R21.5, R16.3)', () => {
  it('the wheel is fixed entering spin, the stop drawn entering result; Spin again is a new round; advance leaves', async () => {
    let s = await step(S.initialState(), (x) => S.advance(x, slides, 0));
    s = await step(s, (x) => S.advance(x, slides, 100));
    const key0 = playKey('wheel', 0);
    expect(S.currentStep(s, slides)).toBe('spin');
    expect(s.plays[key0]).toEqual({ segments: itemPool(spinner()), pool: 4, taken: [] });
    s = await step(s, (x) => S.advance(x, slides, 500));
    expect(S.currentStep(s, slides)).toBe('result');
    expect(s.plays[key0]).toMatchObject({ winner: 2, spunAt: 500 });
    s = await step(s, (x) => S.nextRound(x, slides, 600));
    expect(s.round).toBe(1);
    const play1 = s.plays[playKey('wheel', 1)] as SpinnerPlay;
    expect(play1.segments.map((x) => x.label)).toEqual(['Ana', 'Ben', 'Dee']);
    expect(play1.taken).toEqual([{ label: 'Cy' }]);
    expect(play1.winner).toBeUndefined();
    s = await step(s, (x) => S.advance(x, slides, 700));
    s = await step(s, (x) => S.advance(x, slides, 800));
    expect(s.status).toBe('ended');
  });

  it('stepping back from a result to its spin undoes the stop (no screen sees it before the spin); an earlier round’s result keeps its own', async () => {
    let s = S.initialState();
    for (let i = 0; i < 3; i++) s = await step(s, (x) => S.advance(x, slides, 0));
    const won = s.plays[playKey('wheel', 0)] as SpinnerPlay;
    s = await step(s, (x) => S.nextRound(x, slides, 0));
    s = await step(s, (x) => S.previous(x, slides, 0));
    expect(s.round).toBe(0);
    expect(s.plays[playKey('wheel', 0)]).toEqual(won);
    s = await step(s, (x) => S.previous(x, slides, 0));
    expect(S.currentStep(s, slides)).toBe('spin');
    expect(s.plays[playKey('wheel', 0)]).toEqual({ segments: won.segments, pool: 4, taken: [] });
  });
});

describe('handing the spin (R21.6)', () => {
  const spinState = async () => {
    let s = S.initialState();
    for (let i = 0; i < 2; i++) s = await step(s, (x) => S.advance(x, slides, 0));
    return s;
  };

  it('the host hands the spin in the spin step, writes it into the round’s play, and takes it back', async () => {
    const s = await spinState();
    const handed = handSpin(s, slides, 'wheel', { id: 'p1', nickname: 'Ana' });
    expect(handed.version).toBe(s.version + 1);
    expect(handed.plays[playKey('wheel', 0)]).toMatchObject({ spinnerId: 'p1', spinnerNickname: 'Ana' });
    expect(handSpin(handed, slides, 'wheel', { id: 'p1', nickname: 'Ana' })).toBe(handed);
    expect(handSpin(handed, slides, 'wheel', null).plays[playKey('wheel', 0)]).not.toHaveProperty('spinnerId');
    expect(() => handSpin(s, slides, 'intro', null)).toThrow(S.TransitionError);
  });

  it('only the handed phone spins, only in the spin step of its round; after its spin it gets “done”', async () => {
    const s = handSpin(await spinState(), slides, 'wheel', { id: 'p1', nickname: 'Ana' });
    expect(() => spinByPhone(s, slides, 'wheel', 0, 'p2')).toThrow(expect.objectContaining({ reason: 'SPIN_NOT_HANDED' }));
    expect(() => spinByPhone(s, slides, 'wheel', 1, 'p1')).toThrow(expect.objectContaining({ reason: 'SPIN_NOT_OPEN' }));
    expect(spinByPhone(s, slides, 'wheel', 0, 'p1')).toBe('spin');
    const spun = await step(s, (x) => S.advance(x, slides, 0));
    expect(spinByPhone(spun, slides, 'wheel', 0, 'p1')).toBe('done');
    expect(() => spinByPhone(spun, slides, 'wheel', 0, 'p2')).toThrow(expect.objectContaining({ reason: 'SPIN_NOT_OPEN' }));
    expect(() => handSpin(spun, slides, 'wheel', null)).toThrow(expect.objectContaining({ reason: 'SPIN_NOT_OPEN' }));
  });
});
