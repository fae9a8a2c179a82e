import { describe, expect, it } from 'vitest';
import { playKey, twoTruthsSlideSchema, type Slide } from '@mingle/shared';
import { contentSlide } from '@mingle/shared/testing';
import * as S from './state';

// The engine's part of two truths and a lie (SPEC R19.2, R19.4, R16.4), on the pure state.
const about = twoTruthsSlideSchema.parse({
  type: 'twotruths',
  id: 'about',
  subjectIsParticipant: true,
  statements: ['a', 'b', 'c'],
  lieIndex: 2,
}) as Slide;
const slides: Slide[] = [contentSlide('c1'), about];
const T0 = 1_000_000;
const play = { participantId: 'p-sam', nickname: 'Sam' };

describe('two-truths subject exclusion (SPEC R19.4, R16.4)', () => {
  it('R19.4 the chosen subject’s answer is refused with SITTING_OUT; everyone else may answer', () => {
    let s = S.setPlay(S.advance(S.initialState(), slides, T0), slides, 'about', 0, play);
    s = S.advance(s, slides, T0);
    expect(S.isAnswering(s, slides)).toBe(true);
    expect(S.answerRefusal(s, slides, 'about', 0, T0 + 1, 'p-sam')?.reason).toBe('SITTING_OUT');
    expect(S.answerRefusal(s, slides, 'about', 0, T0 + 1, 'p-ada')).toBeNull();
    expect(S.sitOutOf(s, about, 'p-sam')).toBe('subject');
  });

  it('R19.2 with no subject chosen nobody sits out', () => {
    const s = S.advance(S.advance(S.initialState(), slides, T0), slides, T0);
    expect(S.answerRefusal(s, slides, 'about', 0, T0 + 1, 'p-sam')).toBeNull();
    expect(S.sittingOut(s, about)).toEqual([]);
  });

  it('R19.2 R4.7 choosing is a change of state; refused once the slide’s answering closed, and after the end', () => {
    const lobby = S.initialState();
    const chosen = S.setPlay(lobby, slides, 'about', 0, play);
    expect(chosen.version).toBe(lobby.version + 1);
    expect(chosen.plays[playKey('about', 0)]).toEqual(play);
    expect(() => S.setPlay(lobby, slides, 'nope', 0, play)).toThrow('This slide does not exist');
    const revealed = S.closeAnswering(S.advance(S.advance(chosen, slides, T0), slides, T0), slides, T0);
    expect(S.currentStep(revealed, slides)).toBe('reveal');
    expect(() => S.setPlay(revealed, slides, 'about', 0, { participantId: 'p-bo', nickname: 'Bo' })).toThrow(/can no longer change/);
    expect(() => S.setPlay(S.end(chosen, T0), slides, 'about', 0, play)).toThrow('This event has ended');
  });
});
