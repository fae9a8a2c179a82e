import { afterAll, describe, expect, it } from 'vitest';
import { leaderboardSlideSchema, playKey, SLIDE_TYPES, type Slide } from '@mingle/shared';
import { contentSlide, openTextSlide, pollSlide, quizSlide, trueFalseSlide, wordCloudSlide } from '@mingle/shared/testing';
import * as S from './state';

const content = contentSlide('c1');
const quiz = quizSlide('q1', { question: '2 + 2?', options: [{ text: '4', correct: true }, { text: '5' }] });
const trueFalse = trueFalseSlide('t1', { question: 'Sky is blue', timeLimit: 10 });
const poll = pollSlide('p1', { question: 'Tea?' });
const wordCloud = wordCloudSlide('w1', { question: 'A word?' });
const openText = openTextSlide('o1', { question: 'Feedback?' });
const leaderboard = leaderboardSlideSchema.parse({ type: 'leaderboard', id: 'l1' }) as Slide;

const deck: Slide[] = [content, quiz, trueFalse, poll, wordCloud, openText, leaderboard];
const T0 = Date.UTC(2026, 0, 1);

/** Where a state is, as "slideId:step" (or the status outside `live`). */
const at = (s: S.EventState, slides: readonly Slide[] = deck) =>
  s.status === 'live' ? `${slides[s.slideIndex]!.id}:${S.currentStep(s, slides)}` : s.status;

/** Advances from the lobby to the given "slideId:step". */
function reach(target: string, slides: readonly Slide[] = deck, now = T0): S.EventState {
  let s = S.initialState();
  for (let i = 0; i < 50; i++) {
    s = S.advance(s, slides, now);
    if (at(s, slides) === target) return s;
  }
  throw new Error(`never reached ${target}`);
}

describe('flow (R4)', () => {
  it('R1.4 an event starts in the lobby with no slide shown', () => {
    const s = S.initialState();
    expect(s).toMatchObject({ status: 'lobby', slideIndex: -1, deadline: null });
    expect(S.currentStep(s, deck)).toBeNull();
  });

  it('R4.2 R4.3 advance walks every step of every built slide type, then ends after the last step', () => {
    const seen: string[] = [];
    let s = S.initialState();
    while (s.status !== 'ended') {
      s = S.advance(s, deck, T0);
      seen.push(at(s));
    }
    expect(seen).toEqual([
      'c1:show',
      'q1:question',
      'q1:answering',
      'q1:reveal',
      'q1:leaderboard',
      't1:question',
      't1:answering',
      't1:reveal',
      't1:leaderboard',
      'p1:answering',
      'p1:results',
      'w1:answering',
      'w1:results',
      'o1:answering',
      'o1:results',
      'l1:show',
      'ended',
    ]);
  });

  it('R4.3 advance from the lobby shows the first slide at its first step', () => {
    const s = S.advance(S.initialState(), [quiz], T0);
    expect(s).toMatchObject({ status: 'live', slideIndex: 0, stepIndex: 0 });
    expect(S.currentStep(s, [quiz])).toBe('question');
  });

  it('R4.3 a deck without slides cannot be advanced out of the lobby', () => {
    expect(() => S.advance(S.initialState(), [], T0)).toThrow(S.TransitionError);
  });

  it('R4.1 status goes lobby → live → ended and nothing moves an ended event', () => {
    const ended = S.advance(reach('l1:show'), deck, T0);
    expect(ended.status).toBe('ended');
    expect(() => S.advance(ended, deck, T0)).toThrow('This event has ended');
    expect(() => S.previous(ended, deck, T0)).toThrow('This event has ended');
    expect(() => S.goto(ended, deck, 0, T0)).toThrow('This event has ended');
    expect(() => S.end(ended, T0)).toThrow('This event has ended');
  });

  it('R4.4 previous moves back one step, and across slides to the last step of the one before', () => {
    const answering = reach('q1:answering');
    expect(at(S.previous(answering, deck, T0))).toBe('q1:question');
    const tfQuestion = reach('t1:question');
    expect(at(S.previous(tfQuestion, deck, T0))).toBe('q1:leaderboard');
    const pollAnswering = reach('p1:answering');
    expect(at(S.previous(pollAnswering, deck, T0))).toBe('t1:leaderboard');
  });

  it('R4.4 previous never goes back to the lobby', () => {
    const first = reach('c1:show');
    expect(() => S.previous(first, deck, T0)).toThrow('This is the first step');
    expect(() => S.previous(S.initialState(), deck, T0)).toThrow(S.TransitionError);
  });

  it('R4.5 goto(i) shows slide i at its first step, from the lobby or mid-slide', () => {
    expect(at(S.goto(S.initialState(), deck, 2, T0))).toBe('t1:question');
    expect(at(S.goto(reach('q1:reveal'), deck, 3, T0))).toBe('p1:answering');
    expect(at(S.goto(reach('p1:results'), deck, 1, T0))).toBe('q1:question');
  });

  it('R4.5 goto refuses a slide that does not exist', () => {
    const s = reach('c1:show');
    expect(() => S.goto(s, deck, deck.length, T0)).toThrow(`Slide ${deck.length + 1} does not exist`);
    expect(() => S.goto(s, deck, -1, T0)).toThrow(S.TransitionError);
    expect(() => S.goto(s, deck, 1.5, T0)).toThrow(S.TransitionError);
  });

  it('R4.6 end ends the event from the lobby, a shown slide, answering and a paused countdown', () => {
    const paused = S.pause(reach('q1:answering'), deck, T0 + 1000);
    for (const from of [S.initialState(), reach('c1:show'), reach('q1:answering'), reach('p1:results'), paused]) {
      const ended = S.end(from, T0 + 5000);
      expect(ended).toMatchObject({ status: 'ended', deadline: null, pausedRemainingMs: null, version: from.version + 1 });
    }
  });

  it('R4.7 every change of state increases the version by exactly one', () => {
    let s = S.initialState();
    const changes: ((x: S.EventState) => S.EventState)[] = [
      (x) => S.advance(x, deck, T0),
      (x) => S.advance(x, deck, T0),
      (x) => S.advance(x, deck, T0), // q1 answering
      (x) => S.pause(x, deck, T0 + 1000),
      (x) => S.addTime(x, 5),
      (x) => S.resume(x, T0 + 2000),
      (x) => S.addTime(x, 10),
      (x) => S.closeAnswering(x, deck, T0 + 3000),
      (x) => S.previous(x, deck, T0 + 4000),
      (x) => S.goto(x, deck, 4, T0 + 5000),
      (x) => S.end(x, T0 + 6000),
    ];
    for (const change of changes) {
      const next = change(s);
      expect(next.version).toBe(s.version + 1);
      s = next;
    }
  });

  it('R4.7 transitions are pure: the state they start from is not changed', () => {
    const s = reach('q1:question');
    const copy = structuredClone(s);
    S.advance(s, deck, T0 + 1);
    S.end(s, T0 + 1);
    expect(s).toEqual(copy);
  });
});

describe('timers (R5.2–R5.5)', () => {
  it('R5.2 a timed answering step has deadline = step start + time limit', () => {
    const question = reach('q1:question', deck, T0);
    const answering = S.advance(question, deck, T0 + 7000);
    expect(answering.stepStartedAt).toBe(T0 + 7000);
    expect(answering.deadline).toBe(T0 + 7000 + 20_000);
    const tf = S.advance(reach('t1:question'), deck, T0 + 100);
    expect(tf.deadline).toBe(T0 + 100 + 10_000);
  });

  it('R5.2 untimed slides and steps other than answering have no deadline', () => {
    for (const step of [
      'c1:show',
      'q1:question',
      'q1:reveal',
      'q1:leaderboard',
      'p1:answering',
      'w1:answering',
      'o1:answering',
      'p1:results',
      'l1:show',
    ]) {
      expect(reach(step).deadline, step).toBeNull();
    }
  });

  it('R5.9 a closed question never reopens: previous from the reveal passes over answering', () => {
    const reveal = reach('q1:reveal', deck, T0);
    const back = S.previous(reveal, deck, T0 + 60_000);
    expect(at(back)).toBe('q1:question');
    expect(back.deadline).toBeNull();
    expect(back.closedSlides).toContain('q1');
    // Forward again: straight from the question to the reveal.
    expect(at(S.advance(back, deck, T0 + 61_000))).toBe('q1:reveal');
    // goto lands on the question step, and advancing still passes over answering.
    const jumped = S.goto(
      S.advance(reveal, deck, T0 + 62_000),
      deck,
      deck.findIndex((s) => s.id === 'q1'),
      T0 + 63_000,
    );
    expect(at(S.advance(jumped, deck, T0 + 64_000))).toBe('q1:reveal');
  });

  it('R5.9 an unscored question (poll) may be answered again after going back', () => {
    const results = reach('p1:results', deck, T0);
    expect(at(S.previous(results, deck, T0 + 1000))).toBe('p1:answering');
  });

  it('R5.4 time spent paused is counted, so it can be left out of answer times', () => {
    const answering = reach('q1:answering', deck, T0);
    const resumed = S.resume(S.pause(answering, deck, T0 + 5000), T0 + 35_000);
    expect(resumed.pausedMs).toBe(30_000);
    const again = S.resume(S.pause(resumed, deck, T0 + 36_000), T0 + 46_000);
    expect(again.pausedMs).toBe(40_000);
  });

  it('R5.4 pause keeps the time left and resume starts again from there', () => {
    const answering = reach('q1:answering', deck, T0); // deadline T0 + 20 s
    const paused = S.pause(answering, deck, T0 + 8000);
    expect(paused).toMatchObject({ deadline: null, pausedRemainingMs: 12_000 });
    const resumed = S.resume(paused, T0 + 100_000);
    expect(resumed).toMatchObject({ deadline: T0 + 112_000, pausedRemainingMs: null });
  });

  it('R5.4 only a running countdown can be paused, and only a paused one resumed', () => {
    expect(() => S.pause(reach('q1:question'), deck, T0)).toThrow('Only a running countdown can be paused');
    expect(() => S.pause(reach('p1:answering'), deck, T0)).toThrow('Only a running countdown can be paused');
    const paused = S.pause(reach('q1:answering'), deck, T0);
    expect(() => S.pause(paused, deck, T0)).toThrow(S.TransitionError);
    expect(() => S.resume(reach('q1:answering'), T0)).toThrow('The countdown is not paused');
  });

  it('R5.4 pausing after the deadline keeps no negative time', () => {
    const paused = S.pause(reach('q1:answering', deck, T0), deck, T0 + 25_000);
    expect(paused.pausedRemainingMs).toBe(0);
  });

  it('R5.5 addTime moves the deadline s seconds later, for 1 to 300 seconds', () => {
    const answering = reach('q1:answering', deck, T0);
    expect(S.addTime(answering, 1).deadline).toBe(answering.deadline! + 1000);
    expect(S.addTime(answering, 300).deadline).toBe(answering.deadline! + 300_000);
    for (const bad of [0, -5, 301, 2.5, Number.NaN])
      expect(() => S.addTime(answering, bad), String(bad)).toThrow('Add between 1 and 300 seconds');
  });

  it('R5.5 addTime while paused adds to the time left', () => {
    const paused = S.pause(reach('q1:answering', deck, T0), deck, T0 + 15_000); // 5 s left
    const more = S.addTime(paused, 30);
    expect(more).toMatchObject({ deadline: null, pausedRemainingMs: 35_000 });
    expect(S.resume(more, T0 + 50_000).deadline).toBe(T0 + 85_000);
  });

  it('R5.5 addTime needs a countdown', () => {
    expect(() => S.addTime(reach('p1:answering'), 10)).toThrow('There is no countdown running');
    expect(() => S.addTime(reach('c1:show'), 10)).toThrow(S.TransitionError);
  });

  it('R5.3 closing answering moves to the next step; nothing to close outside answering', () => {
    expect(at(S.closeAnswering(reach('q1:answering'), deck, T0))).toBe('q1:reveal');
    expect(at(S.closeAnswering(reach('p1:answering'), deck, T0))).toBe('p1:results');
    expect(() => S.closeAnswering(reach('q1:reveal'), deck, T0)).toThrow('Answering is not open');
  });
});

describe('answerRefusal (R5.1, R5.4, R5.6)', () => {
  it('R5.1 an answer for the current slide during its answering step is taken, up to the deadline itself', () => {
    const s = reach('q1:answering', deck, T0);
    expect(S.answerRefusal(s, deck, 'q1', 0, T0)).toBeNull();
    expect(S.answerRefusal(s, deck, 'q1', 0, T0 + 20_000)).toBeNull();
    expect(S.answerRefusal(reach('p1:answering'), deck, 'p1', 0, T0 + 999_999)).toBeNull();
  });

  it('R5.1 an answer for another slide or another round is refused', () => {
    const s = reach('q1:answering', deck, T0);
    expect(S.answerRefusal(s, deck, 't1', 0, T0)?.message).toBe('This question is no longer open');
    expect(S.answerRefusal(s, deck, 'q1', 1, T0)?.message).toBe('This question is no longer open');
  });

  it('R5.1 an answer outside the answering step is refused', () => {
    expect(S.answerRefusal(reach('q1:question'), deck, 'q1', 0, T0)?.message).toBe('Answering is closed for this question');
    expect(S.answerRefusal(reach('q1:reveal'), deck, 'q1', 0, T0)?.message).toBe('Answering is closed for this question');
    expect(S.answerRefusal(reach('p1:results'), deck, 'p1', 0, T0)?.message).toBe('Answering is closed for this question');
  });

  it('R5.1 no answers in the lobby or after the end', () => {
    expect(S.answerRefusal(S.initialState(), deck, 'q1', 0, T0)?.message).toBe('The event has not started');
    expect(S.answerRefusal(S.end(reach('q1:answering'), T0), deck, 'q1', 0, T0)?.message).toBe('This event has ended');
  });

  it('R5.4 no answers while paused', () => {
    const paused = S.pause(reach('q1:answering', deck, T0), deck, T0 + 1000);
    expect(S.answerRefusal(paused, deck, 'q1', 0, T0 + 2000)?.message).toBe('The host paused the game; try again in a moment');
    expect(S.answerRefusal(S.resume(paused, T0 + 3000), deck, 'q1', 0, T0 + 3000)).toBeNull();
  });

  it('R5.6 an answer after the deadline is refused "Time is up", though the step has not moved on', () => {
    const s = reach('q1:answering', deck, T0);
    expect(S.currentStep(s, deck)).toBe('answering');
    expect(S.answerRefusal(s, deck, 'q1', 0, T0 + 20_001)?.message).toBe('Time is up');
  });
});

describe('rounds (R16)', () => {
  // A type played in rounds, registered for these tests only: who said it and the spinner
  // bring their own, and these rules must hold for any type that has rounds.
  const ROUNDED = 'test-rounds';
  const MORE = 'test-more-rounds';
  const base = SLIDE_TYPES.quiz!;
  SLIDE_TYPES[ROUNDED] = { ...base, type: ROUNDED, steps: ['question', 'answering', 'reveal'], rounds: () => 3, scored: true };
  SLIDE_TYPES[MORE] = { ...base, type: MORE, steps: ['spin', 'result'], scored: false, moreRounds: true };
  afterAll(() => {
    delete SLIDE_TYPES[ROUNDED];
    delete SLIDE_TYPES[MORE];
  });
  const rounded = { ...quiz, id: 'r1', type: ROUNDED } as unknown as Slide;
  const more = { ...content, id: 'm1', type: MORE } as unknown as Slide;
  const slides: Slide[] = [content, rounded, more, leaderboard];
  const where = (s: S.EventState) => `${at(s, slides)}#${s.round}`;

  it('R16.1 advance plays every step of each round in turn, then the next slide', () => {
    const seen: string[] = [];
    let s = S.initialState();
    while (s.status !== 'ended') {
      s = S.advance(s, slides, T0);
      seen.push(s.status === 'live' ? where(s) : s.status);
    }
    expect(seen).toEqual([
      'c1:show#0',
      'r1:question#0',
      'r1:answering#0',
      'r1:reveal#0',
      'r1:question#1',
      'r1:answering#1',
      'r1:reveal#1',
      'r1:question#2',
      'r1:answering#2',
      'r1:reveal#2',
      'm1:spin#0',
      'm1:result#0',
      'l1:show#0',
      'ended',
    ]);
  });

  it('R16.1 previous goes from a round’s first step to the last step of the round before; goto starts at round 0', () => {
    let s = S.initialState();
    while (where(s) !== 'r1:question#2') s = S.advance(s, slides, T0);
    s = S.previous(s, slides, T0);
    expect(where(s)).toBe('r1:reveal#1');
    s = S.goto(s, slides, 1, T0);
    expect(where(s)).toBe('r1:question#0');
  });

  it('R16.1 R5.9 each round’s answering closes on its own and never reopens', () => {
    let s = S.initialState();
    while (where(s) !== 'r1:reveal#0') s = S.advance(s, slides, T0);
    // Round 0 closed; going back from round 0's reveal passes over its answering.
    expect(s.closedSlides).toEqual(['r1']);
    s = S.advance(s, slides, T0);
    s = S.advance(s, slides, T0);
    expect(where(s)).toBe('r1:answering#1');
    expect(S.answerRefusal(s, slides, 'r1', 1, T0)).toBeNull();
    expect(S.answerRefusal(s, slides, 'r1', 0, T0)?.reason).toBe('QUESTION_NOT_OPEN');
    s = S.advance(s, slides, T0);
    expect(s.closedSlides).toEqual(['r1', 'r1#1']);
    s = S.previous(s, slides, T0);
    expect(where(s)).toBe('r1:question#1');
  });

  it('R16.2 nextRound adds a round from the last step, only on types that allow it', () => {
    let s = S.initialState();
    while (where(s) !== 'm1:spin#0') s = S.advance(s, slides, T0);
    expect(() => S.nextRound(s, slides, T0)).toThrow('Finish this round first');
    s = S.advance(s, slides, T0);
    s = S.nextRound(s, slides, T0);
    expect(where(s)).toBe('m1:spin#1');
    s = S.advance(s, slides, T0);
    expect(where(s)).toBe('m1:result#1');
    expect(where(S.advance(s, slides, T0))).toBe('l1:show#0');
    const onRounded = S.goto(s, slides, 1, T0);
    expect(() => S.nextRound(onRounded, slides, T0)).toThrow('no more rounds');
  });

  it('R16.4 a participant the play sets aside is refused with SITTING_OUT, others answer', () => {
    SLIDE_TYPES[ROUNDED]!.sittingOut = (_slide: Slide, play: unknown) => [
      { participantId: (play as { author: string }).author, why: 'author' },
    ];
    try {
      let s = S.initialState();
      while (where(s) !== 'r1:answering#0') s = S.advance(s, slides, T0);
      s = { ...s, plays: { [playKey('r1', 0)]: { author: 'p-ann' } } };
      expect(S.answerRefusal(s, slides, 'r1', 0, T0, 'p-ann')).toMatchObject({ reason: 'SITTING_OUT' });
      expect(S.answerRefusal(s, slides, 'r1', 0, T0, 'p-bob')).toBeNull();
      // The next round has its own play: Ann is not set aside there.
      expect(S.sitOutOf({ ...s, round: 1 }, rounded, 'p-ann')).toBeNull();
    } finally {
      delete SLIDE_TYPES[ROUNDED]!.sittingOut;
    }
  });
});
