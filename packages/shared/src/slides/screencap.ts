import { slideTypeOf } from './registry';
import type { StepName } from './types';

/**
 * The steps of a recap slide that `/screencap/{uuid}/{slide}/{step}` renders (ADR 45): the
 * moment the room first saw the slide (its type's first step: the question, the quote, the
 * statements) and the moment its answers were shown (the last step before any leaderboard: the
 * reveal or the results). The steps between are a countdown, and a leaderboard needs the scores
 * of that moment, which a recap does not keep; so neither is one a recap can show.
 */
export function screencapSteps(type: string): readonly StepName[] {
  const steps = slideTypeOf(type)?.steps ?? [];
  const shown = steps.filter((s) => s !== 'leaderboard');
  const first = shown[0];
  const last = shown[shown.length - 1];
  if (!first || !last) return [];
  return first === last ? [first] : [first, last];
}

/** The step a recap's download and link preview show: the answers, as the room saw them last. */
export function screencapResultStep(type: string): StepName | null {
  const steps = screencapSteps(type);
  return steps[steps.length - 1] ?? null;
}
