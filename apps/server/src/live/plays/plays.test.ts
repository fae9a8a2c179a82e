import { afterAll, describe, expect, it } from 'vitest';
import { playKey, SLIDE_TYPES, type Slide } from '@mingle/shared';
import { contentSlide } from '@mingle/shared/testing';
import type { Db } from '../../db/client';
import * as S from '../state';
import { PLAY_DECIDERS, withPlay, type PlayContext } from './plays';

// A type with rounds and a decider, for these tests only (R16.3 holds for any such type).
const TYPE = 'test-plays';
SLIDE_TYPES[TYPE] = { ...SLIDE_TYPES.content!, type: TYPE, steps: ['spin', 'result'], moreRounds: true };
const calls: PlayContext[] = [];
PLAY_DECIDERS[TYPE] = async (ctx) => {
  calls.push(ctx);
  if (ctx.step === 'spin') return { wheel: ['a', 'b', 'c'] };
  return { ...(ctx.play as object), landed: Math.floor(ctx.random() * 3) };
};
afterAll(() => {
  delete SLIDE_TYPES[TYPE];
  delete PLAY_DECIDERS[TYPE];
});

const slides = [contentSlide('c1'), { ...contentSlide('w1'), type: TYPE } as unknown as Slide];
const deps = { db: {} as Db, eventId: 'e1', now: 0, random: () => 0.5 };

describe('plays (R16.3)', () => {
  it('decides each step’s play when the state enters it, keeping earlier rounds', async () => {
    let s = S.advance(S.initialState(), slides, 0);
    expect(await withPlay(S.initialState(), s, slides, deps)).toBe(s); // content: nothing to decide
    let next = S.advance(s, slides, 0);
    next = await withPlay(s, next, slides, deps);
    expect(next.plays[playKey('w1', 0)]).toEqual({ wheel: ['a', 'b', 'c'] });
    s = next;
    next = await withPlay(s, S.advance(s, slides, 0), slides, deps);
    expect(next.plays[playKey('w1', 0)]).toEqual({ wheel: ['a', 'b', 'c'], landed: 1 });
    s = next;
    next = await withPlay(s, S.nextRound(s, slides, 0), slides, deps);
    expect(next.round).toBe(1);
    expect(Object.keys(next.plays).sort()).toEqual([playKey('w1', 0), playKey('w1', 1)]);
    expect(calls.at(-1)).toMatchObject({ round: 1, step: 'spin', play: undefined });
  });

  it('decides nothing again while the step stays (a pause, added time)', async () => {
    calls.length = 0;
    const s = { ...S.advance(S.advance(S.initialState(), slides, 0), slides, 0) };
    const same = { ...s, version: s.version + 1 };
    expect(await withPlay(s, same, slides, deps)).toBe(same);
    expect(calls).toHaveLength(0);
  });
});
