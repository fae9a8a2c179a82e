import { slideTypeOf, type Slide, type StepName } from '@mingle/shared';

/** The steps a slide is played in (R4.2). */
export function stepsOf(slide: Slide): readonly StepName[] {
  return slideTypeOf(slide.type)?.steps ?? ['show'];
}

/** Whether a slide type can be played in this version (it has its screens and rules). */
export function isPlayable(slide: Slide): boolean {
  return slideTypeOf(slide.type) !== undefined;
}

/** Time limit of the answering step in ms, for timed slides; null when untimed. */
export function timeLimitMs(slide: Slide): number | null {
  return 'timeLimit' in slide && typeof slide.timeLimit === 'number' ? slide.timeLimit * 1000 : null;
}

/** Steps from which solutions may be shown (R6.5): the reveal and everything after it. */
export function solutionsVisible(slide: Slide, step: StepName): boolean {
  const steps = stepsOf(slide);
  const reveal = steps.indexOf('reveal');
  if (reveal < 0) return false;
  return steps.indexOf(step) >= reveal;
}

/** Whether the event's current slide and step show solutions; nothing shows them between slides. */
export function solutionsShown(slide: Slide | null, step: StepName | null): boolean {
  return !!slide && !!step && solutionsVisible(slide, step);
}

/** A question with a reveal: its answering closes for good, and a miss ends a streak (R5.9, R6.3). */
export function hasReveal(slide: Slide): boolean {
  return stepsOf(slide).includes('reveal');
}
