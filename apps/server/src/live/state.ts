import { Reason, playKey, roundsOf, slideTypeOf, type SitOut, type SittingOut, type Slide, type StepName } from '@mingle/shared';
import { hasReveal, stepsOf, timeLimitMs } from './steps';

export type EventStatus = 'lobby' | 'live' | 'ended';

/** Where an event is. Stored in the events row; every change bumps `version` (R4.7). */
export interface EventState {
  status: EventStatus;
  /** -1 in the lobby. */
  slideIndex: number;
  stepIndex: number;
  round: number;
  stepStartedAt: number | null;
  /** Epoch ms when answering closes; null when not answering, untimed, or paused. */
  deadline: number | null;
  /** Time left when paused, ms; null when not paused. */
  pausedRemainingMs: number | null;
  /** When the current pause began; null when not paused. */
  pausedAt: number | null;
  /** Time this step spent paused so far, ms: not counted as answer time (R5.4). */
  pausedMs: number;
  /** Scored slides whose answering closed; it never reopens (R5.9). */
  closedSlides: string[];
  /** The Q&A slide taking questions, if any (R15.1): opened by arriving at it, one at a time. */
  qnaSlideId: string | null;
  /** Q&A slides the host closed (R15.6): arriving at them again does not reopen them. */
  qnaClosed: string[];
  /** What the server decided per slide and round (R16.3), by `playKey`. */
  plays: Plays;
  version: number;
}

/** Server-decided facts of rounds, by "slideId#round" (R16.3). Each type reads its own shape. */
export type Plays = Readonly<Record<string, unknown>>;

export const initialState = (): EventState => ({
  status: 'lobby',
  slideIndex: -1,
  stepIndex: 0,
  round: 0,
  stepStartedAt: null,
  deadline: null,
  pausedRemainingMs: null,
  pausedAt: null,
  pausedMs: 0,
  closedSlides: [],
  qnaSlideId: null,
  qnaClosed: [],
  plays: {},
  version: 1,
});

/** A host command that does not apply to the event as it stands; `reason` is what clients map. */
export class TransitionError extends Error {
  override name = 'TransitionError';
  constructor(
    message: string,
    readonly reason: Reason = Reason.STEP_NOT_ALLOWED,
  ) {
    super(message);
  }
}

export function currentStep(state: EventState, slides: readonly Slide[]): StepName | null {
  const slide = slides[state.slideIndex];
  if (state.status !== 'live' || !slide) return null;
  return stepsOf(slide)[state.stepIndex] ?? null;
}

export function isAnswering(state: EventState, slides: readonly Slide[]): boolean {
  return currentStep(state, slides) === 'answering';
}

/**
 * How a closed question is named in `closedSlides` (R5.9): its slide id, and for rounds after
 * the first "slideId#round" (R16.1), so each round of a slide closes on its own.
 */
export const closedKey = (slideId: string, round: number) => (round === 0 ? slideId : `${slideId}#${round}`);

/** The questions whose answering is closed once `state` is left (R5.9). */
function closedAfterLeaving(state: EventState, slides: readonly Slide[]): string[] {
  const slide = slides[state.slideIndex];
  const key = slide && closedKey(slide.id, state.round);
  if (!slide || !key || !isAnswering(state, slides) || !hasReveal(slide) || state.closedSlides.includes(key)) return state.closedSlides;
  return [...state.closedSlides, key];
}

/**
 * Moves to a step, starting its timer when it is a timed answering step (R5.2). A scored
 * question whose answering already closed is not reopened: its answering step is passed
 * over in the direction of travel (R5.9).
 */
function enter(
  state: EventState,
  slides: readonly Slide[],
  slideIndex: number,
  stepIndex: number,
  now: number,
  direction: 1 | -1 = 1,
  round = 0,
): EventState {
  const slide = slides[slideIndex];
  if (!slide) throw new TransitionError(`There is no slide ${slideIndex + 1}`);
  const closedSlides = closedAfterLeaving(state, slides);
  const steps = stepsOf(slide);
  let target = stepIndex;
  if (steps[target] === 'answering' && hasReveal(slide) && closedSlides.includes(closedKey(slide.id, round)))
    target = Math.min(Math.max(target + direction, 0), steps.length - 1);
  const limit = steps[target] === 'answering' ? timeLimitMs(slide) : null;
  // R15.1: a slide that stays open (Q&A) opens when the host arrives at it, unless closed.
  const opens = slideTypeOf(slide.type)?.staysOpen === true && !state.qnaClosed.includes(slide.id);
  return {
    ...state,
    status: 'live',
    slideIndex,
    stepIndex: target,
    round,
    stepStartedAt: now,
    deadline: limit === null ? null : now + limit,
    pausedRemainingMs: null,
    pausedAt: null,
    pausedMs: 0,
    closedSlides,
    qnaSlideId: opens ? slide.id : state.qnaSlideId,
    version: state.version + 1,
  };
}

function assertNotEnded(state: EventState) {
  if (state.status === 'ended') throw new TransitionError('This event has ended', Reason.EVENT_ENDED);
}

/** R4.3: next step, next slide, or the end after the last step of the last slide. */
export function advance(state: EventState, slides: readonly Slide[], now: number): EventState {
  assertNotEnded(state);
  if (state.status === 'lobby') {
    if (slides.length === 0) throw new TransitionError('This deck has no slides');
    return enter(state, slides, 0, 0, now);
  }
  const slide = slides[state.slideIndex]!;
  if (state.stepIndex + 1 < stepsOf(slide).length) return enter(state, slides, state.slideIndex, state.stepIndex + 1, now, 1, state.round);
  // R16.1: after a round's last step comes the next round's first, until the slide's last round.
  if (state.round + 1 < roundsOf(slide)) return enter(state, slides, state.slideIndex, 0, now, 1, state.round + 1);
  if (state.slideIndex + 1 < slides.length) return enter(state, slides, state.slideIndex + 1, 0, now);
  return end(state, now);
}

/**
 * R16.2: one more round of a slide whose type lets the host add them (the spinner's "Spin
 * again"), from the last step of the current round.
 */
export function nextRound(state: EventState, slides: readonly Slide[], now: number): EventState {
  assertNotEnded(state);
  const slide = state.status === 'live' ? slides[state.slideIndex] : undefined;
  if (!slide || slideTypeOf(slide.type)?.moreRounds !== true) throw new TransitionError('This slide has no more rounds to play');
  if (state.stepIndex !== stepsOf(slide).length - 1) throw new TransitionError('Finish this round first');
  if (state.round + 1 >= MAX_ROUNDS) throw new TransitionError(`A slide is played in at most ${MAX_ROUNDS} rounds`);
  return enter(state, slides, state.slideIndex, 0, now, 1, state.round + 1);
}

/** Rounds of one slide, at most (R16.2): bounds the plays an event row carries. */
export const MAX_ROUNDS = 100;

/** R4.4: one step back, never to the lobby. */
export function previous(state: EventState, slides: readonly Slide[], now: number): EventState {
  assertNotEnded(state);
  if (state.status === 'lobby') throw new TransitionError('The event has not started', Reason.EVENT_NOT_STARTED);
  if (state.stepIndex > 0) return enter(state, slides, state.slideIndex, state.stepIndex - 1, now, -1, state.round);
  // R16.1: from a round's first step back to the last step of the round before.
  const slide = slides[state.slideIndex]!;
  if (state.round > 0) return enter(state, slides, state.slideIndex, stepsOf(slide).length - 1, now, -1, state.round - 1);
  if (state.slideIndex > 0) {
    const before = slides[state.slideIndex - 1]!;
    return enter(state, slides, state.slideIndex - 1, stepsOf(before).length - 1, now, -1);
  }
  throw new TransitionError('This is the first step');
}

/** R4.5 */
export function goto(state: EventState, slides: readonly Slide[], index: number, now: number): EventState {
  assertNotEnded(state);
  if (!Number.isInteger(index) || index < 0 || index >= slides.length) throw new TransitionError(`Slide ${index + 1} does not exist`);
  return enter(state, slides, index, 0, now);
}

/** R5.3: closing answering moves on to the next step. */
export function closeAnswering(state: EventState, slides: readonly Slide[], now: number): EventState {
  if (!isAnswering(state, slides)) throw new TransitionError('Answering is not open');
  return advance(state, slides, now);
}

/** R5.4 */
export function pause(state: EventState, slides: readonly Slide[], now: number): EventState {
  if (!isAnswering(state, slides) || state.deadline === null) throw new TransitionError('Only a running countdown can be paused');
  return { ...state, pausedRemainingMs: Math.max(0, state.deadline - now), pausedAt: now, deadline: null, version: state.version + 1 };
}

export function resume(state: EventState, now: number): EventState {
  if (state.pausedRemainingMs === null) throw new TransitionError('The countdown is not paused');
  const paused = state.pausedAt === null ? 0 : Math.max(0, now - state.pausedAt);
  return {
    ...state,
    deadline: now + state.pausedRemainingMs,
    pausedRemainingMs: null,
    pausedAt: null,
    pausedMs: state.pausedMs + paused,
    version: state.version + 1,
  };
}

/** R5.5 */
export function addTime(state: EventState, seconds: number): EventState {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 300) throw new TransitionError('Add between 1 and 300 seconds');
  if (state.pausedRemainingMs !== null)
    return { ...state, pausedRemainingMs: state.pausedRemainingMs + seconds * 1000, version: state.version + 1 };
  if (state.deadline === null) throw new TransitionError('There is no countdown running');
  return { ...state, deadline: state.deadline + seconds * 1000, version: state.version + 1 };
}

/** R4.6 */
export function end(state: EventState, now: number): EventState {
  assertNotEnded(state);
  return {
    ...state,
    status: 'ended',
    deadline: null,
    // Nobody asks in an ended event; its questions stay stored (R15.6).
    qnaSlideId: null,
    pausedRemainingMs: null,
    pausedAt: null,
    stepStartedAt: now,
    version: state.version + 1,
  };
}

/** A Q&A slide of the deck, or a refusal: only slides that stay open can be closed and reopened. */
function qnaSlide(slides: readonly Slide[], slideId: string): Slide {
  const slide = slides.find((s) => s.id === slideId);
  if (!slide) throw new TransitionError('This slide does not exist', Reason.SLIDE_NOT_FOUND);
  if (slideTypeOf(slide.type)?.staysOpen !== true) throw new TransitionError('This slide is not a Q&A', Reason.NOT_A_QNA);
  return slide;
}

/** R15.6: the host closes a Q&A: no new questions or votes; arriving at it again does not reopen it. */
export function closeQna(state: EventState, slides: readonly Slide[], slideId: string): EventState {
  assertNotEnded(state);
  qnaSlide(slides, slideId);
  if (state.qnaClosed.includes(slideId) && state.qnaSlideId !== slideId) return state;
  return {
    ...state,
    qnaSlideId: state.qnaSlideId === slideId ? null : state.qnaSlideId,
    qnaClosed: state.qnaClosed.includes(slideId) ? state.qnaClosed : [...state.qnaClosed, slideId],
    version: state.version + 1,
  };
}

/** R15.1, R15.6: the host opens a Q&A again (or before arriving at it); it becomes the one open. */
export function reopenQna(state: EventState, slides: readonly Slide[], slideId: string): EventState {
  assertNotEnded(state);
  if (state.status !== 'live') throw new TransitionError('The event has not started', Reason.EVENT_NOT_STARTED);
  qnaSlide(slides, slideId);
  if (state.qnaSlideId === slideId && !state.qnaClosed.includes(slideId)) return state;
  return { ...state, qnaSlideId: slideId, qnaClosed: state.qnaClosed.filter((id) => id !== slideId), version: state.version + 1 };
}

/**
 * R19.2: the host decides a round's play ahead of it (the two-truths subject): written like any
 * change of state (R4.7). Refused once that round's answering has closed (R5.9): the reveal
 * would name a different subject than the one the room voted about.
 */
export function setPlay(state: EventState, slides: readonly Slide[], slideId: string, round: number, play: unknown): EventState {
  assertNotEnded(state);
  if (!slides.some((s) => s.id === slideId)) throw new TransitionError('This slide does not exist', Reason.SLIDE_NOT_FOUND);
  if (state.closedSlides.includes(closedKey(slideId, round)))
    throw new TransitionError('Answering on this slide has closed; its subject can no longer change', Reason.ANSWERING_CLOSED);
  return { ...state, plays: { ...state.plays, [playKey(slideId, round)]: play }, version: state.version + 1 };
}

/** What was decided for the current round of the current slide (R16.3), if anything. */
export function currentPlay(state: EventState, slides: readonly Slide[]): unknown {
  const slide = slides[state.slideIndex];
  return slide ? state.plays[playKey(slide.id, state.round)] : undefined;
}

/** R16.4: who sits out the current round of `slide` (the subject, the quote's author). */
export function sittingOut(state: EventState, slide: Slide): readonly SittingOut[] {
  const type = slideTypeOf(slide.type);
  const play = state.plays[playKey(slide.id, state.round)];
  return type?.sittingOut && play !== undefined ? type.sittingOut(slide, play) : [];
}

/** R16.4: whether a participant sits out the current round, and why; null when they play. */
export function sitOutOf(state: EventState, slide: Slide, participantId: string): SitOut | null {
  return sittingOut(state, slide).find((s) => s.participantId === participantId)?.why ?? null;
}

const SIT_OUT_MESSAGES: Record<SitOut, string> = {
  subject: "They're guessing about you: sit this one out",
  author: 'This is your own quote: sit this one out',
};

/** Why something is refused: the reason clients map and the server's sentence (ADR 18). */
export interface Refusal {
  reason: Reason;
  message: string;
}

const refuse = (reason: Reason, message: string): Refusal => ({ reason, message });

/** R5.1, R5.4, R5.6: may an answer for this slide and round be taken now? null when yes. */
export function answerRefusal(
  state: EventState,
  slides: readonly Slide[],
  slideId: string,
  round: number,
  now: number,
  participantId?: string,
): Refusal | null {
  if (state.status !== 'live') {
    return state.status === 'ended'
      ? refuse(Reason.EVENT_ENDED, 'This event has ended')
      : refuse(Reason.EVENT_NOT_STARTED, 'The event has not started');
  }
  const slide = slides[state.slideIndex];
  if (!slide || slide.id !== slideId || round !== state.round) return refuse(Reason.QUESTION_NOT_OPEN, 'This question is no longer open');
  if (!isAnswering(state, slides)) return refuse(Reason.ANSWERING_CLOSED, 'Answering is closed for this question');
  const sitsOut = participantId ? sitOutOf(state, slide, participantId) : null;
  if (sitsOut) return refuse(Reason.SITTING_OUT, SIT_OUT_MESSAGES[sitsOut]);
  if (state.pausedRemainingMs !== null) return refuse(Reason.EVENT_PAUSED, 'The host paused the game; try again in a moment');
  if (state.deadline !== null && now > state.deadline) return refuse(Reason.TIME_UP, 'Time is up');
  return null;
}
