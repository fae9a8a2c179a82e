import { POINTS, type PointsSetting } from '../deck/limits';
import type { SlideProblem } from './types';

/**
 * A correct answer scores round(points × (1 − t/(2·T))): between 50 % and 100 % of the
 * slide's points, more for answering sooner. Wrong or no answer scores 0.
 */
export function timedPoints(setting: PointsSetting, answerMs: number, limitMs: number): number {
  const full = POINTS[setting];
  if (full === 0 || limitMs <= 0) return 0;
  const t = Math.min(Math.max(answerMs, 0), limitMs);
  return Math.round(full * (1 - t / (2 * limitMs)));
}

/** Counts how many answers chose each option. */
export function countChoices(optionCount: number, answers: readonly { choices: readonly number[] }[]) {
  const counts = new Array<number>(optionCount).fill(0);
  for (const a of answers) for (const c of new Set(a.choices)) if (c >= 0 && c < optionCount) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

export function checkChoices(choices: readonly number[], optionCount: number, multiple: boolean): string | null {
  if (choices.length === 0) return 'choices: pick at least one option';
  if (!multiple && choices.length > 1) return 'choices: pick one option';
  if (new Set(choices).size !== choices.length) return 'choices: an option is picked twice';
  if (choices.some((c) => c < 0 || c >= optionCount)) return `choices: options are numbered 0 to ${optionCount - 1}`;
  return null;
}

export function pickDistinct(count: number, of: number, random: () => number): number[] {
  const all = Array.from({ length: of }, (_, i) => i);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}

/**
 * Problems for texts that repeat an earlier one, ignoring case and outer spaces: the room
 * cannot tell two such options apart, and in a quiz one of them scores while the other does not.
 * The message starts with "is", like "is required", so the deck's list names the field first:
 * "Option 3 is the same as option 1: …".
 */
export function repeatedTextProblems(texts: readonly string[], noun: string, pathOf: (index: number) => string): SlideProblem[] {
  const seen = new Map<string, number>();
  const out: SlideProblem[] = [];
  texts.forEach((text, i) => {
    const key = text.trim().toLowerCase();
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else out.push({ path: pathOf(i), message: `is the same as ${noun} ${first + 1}: each ${noun} must be different` });
  });
  return out;
}

/** Problems for text fields that must not be empty before playing. */
export function emptyTextProblems(fields: Record<string, string | undefined>): { path: string; message: string }[] {
  return Object.entries(fields).flatMap(([path, value]) => (value?.trim() ? [] : [{ path, message: 'is required' }]));
}
