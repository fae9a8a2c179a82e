import { playKey, type Random, type Slide, type StepName } from '@mingle/shared';
import type { Db } from '../../db/client';
import { currentStep, type EventState } from '../state';
import { decideWhoSaid } from './whosaid';
import { decideSpinner } from './spinner';

/** What a type's decider is told when the event enters a step of one of its slides (R16.3). */
export interface PlayContext {
  db: Db;
  eventId: string;
  slides: readonly Slide[];
  slide: Slide;
  round: number;
  step: StepName;
  /** The state being entered; its `plays` hold every earlier round's decisions. */
  state: EventState;
  /** This round's play so far (decided at an earlier step of the round), if any. */
  play: unknown;
  now: number;
  random: Random;
}

/**
 * Decides a round's play for one slide type: returns the play to store, or undefined to
 * keep what is stored. Runs before the state is written, so the play and the step that shows
 * it land in one compare-and-set: no screen ever sees the step without it.
 */
export type PlayDecider = (ctx: PlayContext) => Promise<unknown>;

/** One registration line per type that decides things on the server (who said it, the spinner). */
export const PLAY_DECIDERS: Partial<Record<string, PlayDecider>> = {
  whosaid: decideWhoSaid,
  spinner: decideSpinner,
};

/**
 * The state to write, with the round's play decided if the change enters a step of a slide
 * whose type decides one. `before` is where the event was: staying on the same step decides
 * nothing again.
 */
export async function withPlay(
  before: EventState,
  after: EventState,
  slides: readonly Slide[],
  deps: { db: Db; eventId: string; now: number; random: Random },
): Promise<EventState> {
  const slide = slides[after.slideIndex];
  const step = currentStep(after, slides);
  const decide = slide ? PLAY_DECIDERS[slide.type] : undefined;
  if (!slide || !step || !decide) return after;
  const moved = before.slideIndex !== after.slideIndex || before.stepIndex !== after.stepIndex || before.round !== after.round;
  if (!moved) return after;
  const key = playKey(slide.id, after.round);
  const play = await decide({ ...deps, slides, slide, round: after.round, step, state: after, play: after.plays[key] });
  return play === undefined ? after : { ...after, plays: { ...after.plays, [key]: play } };
}
