import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  Reason,
  SPINNER_MAX_SEGMENTS,
  isSpinnerPlay,
  playKey,
  type Random,
  type Slide,
  type SpinnerPlay,
  type SpinnerSegment,
  type SpinnerSlide,
} from '@mingle/shared';
import type { Db } from '../../db/client';
import { participants } from '../../db/schema';
import { currentStep, TransitionError, type EventState, type Plays } from '../state';
import type { PlayContext, PlayDecider } from './plays';

/*
 * The spinner's plays (SPEC R21): the wheel is fixed on entering `spin`, the stop is drawn on
 * entering `result`, both written with the state that shows them (R16.3). Pure parts first,
 * tested apart; the decider reads the event's participants and nothing else.
 */

/** The slide's items as segments (R21.3), each naming its place on the slide. */
export function itemPool(slide: SpinnerSlide): SpinnerSegment[] {
  return slide.items.map((label) => ({ label: label.trim() })).filter((s) => s.label !== '');
}

/** Who or what a segment is, across rounds: a participant by id, an item by its words. */
const segmentKey = (s: SpinnerSegment) => (s.participantId ? `p:${s.participantId}` : `i:${s.label}`);

/** Winners of this slide's spins before `round`, first first (R21.4). */
export function earlierWinners(slideId: string, round: number, plays: Plays): SpinnerSegment[] {
  const winners: SpinnerSegment[] = [];
  for (let r = 0; r < round; r++) {
    const play = plays[playKey(slideId, r)];
    if (!isSpinnerPlay(play) || play.winner === undefined) continue;
    const won = play.segments[play.winner];
    if (won) winners.push(won);
  }
  return winners;
}

/**
 * R21.3, R21.4: the wheel of one spin: the pool, less earlier winners when the slide takes
 * them out, and at most SPINNER_MAX_SEGMENTS of them drawn at random (kept in pool order, so
 * the wheel reads like the list). Each one left is equally likely to win: the sample is
 * uniform and so is the stop.
 */
export function wheelFor(
  slide: SpinnerSlide,
  pool: readonly SpinnerSegment[],
  taken: readonly SpinnerSegment[],
  random: Random,
): SpinnerPlay {
  const out = new Set(slide.removeWinners ? taken.map(segmentKey) : []);
  const left = pool.filter((s) => !out.has(segmentKey(s)));
  return { segments: sample(left, SPINNER_MAX_SEGMENTS, random), pool: left.length, taken: [...taken] };
}

function sample<T>(list: readonly T[], max: number, random: Random): T[] {
  if (list.length <= max) return [...list];
  const indices = list.map((_, i) => i);
  // A partial Fisher–Yates: the first `max` places are a uniform sample.
  for (let i = 0; i < max; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices
    .slice(0, max)
    .sort((a, b) => a - b)
    .map((i) => list[i]!);
}

/** R21.5: the stop, drawn once, with the server time the spin started. An empty wheel stops nowhere. */
export function spin(wheel: SpinnerPlay, now: number, random: Random): SpinnerPlay {
  if (wheel.segments.length === 0) return { ...wheel, spunAt: now };
  const winner = Math.min(wheel.segments.length - 1, Math.floor(random() * wheel.segments.length));
  // Kept off the segment's edges, so nobody argues about a line.
  const landing = 0.15 + random() * 0.7;
  return { ...wheel, winner, spunAt: now, landing };
}

/** The event's participants who are still in it (not removed), by nickname, first joined first. */
async function participantPool(db: Db, eventId: string): Promise<SpinnerSegment[]> {
  const rows = await db
    .select({ id: participants.id, nickname: participants.nickname })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)))
    .orderBy(asc(participants.joinedAt), asc(participants.id));
  return rows.map((r) => ({ label: r.nickname, participantId: r.id }));
}

async function newWheel(ctx: PlayContext, slide: SpinnerSlide): Promise<SpinnerPlay> {
  const pool = slide.source === 'items' ? itemPool(slide) : await participantPool(ctx.db, ctx.eventId);
  return wheelFor(slide, pool, earlierWinners(slide.id, ctx.round, ctx.state.plays), ctx.random);
}

/**
 * R21.2–R21.5. Entering `spin` fixes the wheel (or, coming back to it, keeps the wheel and
 * undoes its stop, so the stop never reaches a screen before the spin); entering `result`
 * spins once: a stop already drawn stays (a host stepping back to an earlier spin's result).
 */
export const decideSpinner: PlayDecider = async (ctx) => {
  const slide = ctx.slide as SpinnerSlide;
  const stored = isSpinnerPlay(ctx.play) ? ctx.play : undefined;
  if (ctx.step === 'spin') {
    if (!stored) return newWheel(ctx, slide);
    const { winner: _w, spunAt: _s, landing: _l, ...wheel } = stored;
    return stored.spunAt === undefined ? undefined : wheel;
  }
  if (ctx.step === 'result') {
    if (stored?.spunAt !== undefined) return undefined;
    return spin(stored ?? (await newWheel(ctx, slide)), ctx.now, ctx.random);
  }
  return undefined;
};

/** The spinner slide the event shows now, in the spin step, with its play; refused otherwise. */
function waitingWheel(state: EventState, slides: readonly Slide[], slideId: string): { slide: SpinnerSlide; play: SpinnerPlay } {
  const slide = slides[state.slideIndex];
  const play = slide ? state.plays[playKey(slide.id, state.round)] : undefined;
  if (state.status !== 'live' || !slide || slide.id !== slideId || slide.type !== 'spinner')
    throw new TransitionError('This spinner is not on screen', Reason.SPIN_NOT_OPEN);
  if (currentStep(state, slides) !== 'spin' || !isSpinnerPlay(play))
    throw new TransitionError('The wheel has spun: start another spin first', Reason.SPIN_NOT_OPEN);
  return { slide, play };
}

/**
 * R21.6: the host hands the spin of the wheel on screen to a participant's phone (or takes it
 * back: null). A change of the round's play, written compare-and-set like any change of state.
 */
export function handSpin(
  state: EventState,
  slides: readonly Slide[],
  slideId: string,
  spinner: { id: string; nickname: string } | null,
): EventState {
  const { slide, play } = waitingWheel(state, slides, slideId);
  if ((play.spinnerId ?? null) === (spinner?.id ?? null)) return state;
  const { spinnerId: _id, spinnerNickname: _name, ...rest } = play;
  const next: SpinnerPlay = spinner ? { ...rest, spinnerId: spinner.id, spinnerNickname: spinner.nickname } : rest;
  return { ...state, plays: { ...state.plays, [playKey(slide.id, state.round)]: next }, version: state.version + 1 };
}

/**
 * R21.6: whether the handed phone may spin now: `'spin'` (advance to the result), `'done'`
 * (it already spun this round: the same answer again), or a refusal.
 */
export function spinByPhone(
  state: EventState,
  slides: readonly Slide[],
  slideId: string,
  round: number,
  participantId: string,
): 'spin' | 'done' {
  const slide = slides[state.slideIndex];
  const play = slide ? state.plays[playKey(slide.id, state.round)] : undefined;
  const here = state.status === 'live' && slide?.id === slideId && state.round === round && isSpinnerPlay(play);
  if (here && currentStep(state, slides) === 'result' && play.spinnerId === participantId) return 'done';
  if (!here || currentStep(state, slides) !== 'spin') throw new TransitionError('This spin is over', Reason.SPIN_NOT_OPEN);
  if (play.spinnerId !== participantId) throw new TransitionError('The host handed the spin to someone else', Reason.SPIN_NOT_HANDED);
  return 'spin';
}
