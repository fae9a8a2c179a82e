import { slideTypeOf, type Random, type Slide, type SlideResults, type StepName } from '@mingle/shared';
import { slideSteps } from '../../slides/registry';
import type { PersonalResult, Standing } from '../../slides/types';

/** How many made-up participants answer each slide of a preview. */
export const SIMULATED_PLAYERS = 24;

const NAMES = [
  'Ada',
  'Kofi',
  'Mei',
  'Lars',
  'Priya',
  'Diego',
  'Noor',
  'Sam',
  'Yuki',
  'Zoe',
  'Omar',
  'Ines',
  'Tomás',
  'Aiko',
  'Femi',
  'Greta',
  'Ravi',
  'Lena',
  'Marco',
  'Hana',
  'Jonas',
  'Amara',
  'Theo',
  'Sofia',
];
export const YOU = 'You';

/** mulberry32 seeded by a string: the same deck always simulates the same answers. */
export function seededRandom(seed: string): Random {
  let a = 0x9e3779b9;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 0x85ebca6b);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Position {
  slideIndex: number;
  step: StepName;
  /** Which step of its slide, from 0. */
  stepIndex: number;
}

/** Every step of every slide, in playing order: what → and ← walk through. */
export function flattenSteps(slides: readonly Slide[]): Position[] {
  return slides.flatMap((slide, slideIndex) => slideSteps(slide).map((step, stepIndex) => ({ slideIndex, step, stepIndex })));
}

interface SimulatedSlide {
  answers: unknown[];
  /** Each simulated player's answer time, ms. */
  answerMs: number[];
}

export type SimulatedDeck = Map<string, SimulatedSlide>;

/** Simulated answers of every answerable slide, made once per deck. */
export function simulateDeck(slides: readonly Slide[]): SimulatedDeck {
  const out = new Map<string, SimulatedSlide>();
  for (const slide of slides) {
    const def = slideTypeOf(slide.type);
    if (!def?.simulate) continue;
    const random = seededRandom(slide.id);
    const limitMs = 'timeLimit' in slide && typeof slide.timeLimit === 'number' ? slide.timeLimit * 1000 : 20_000;
    out.set(slide.id, {
      answers: def.simulate(slide, SIMULATED_PLAYERS, random),
      answerMs: Array.from({ length: SIMULATED_PLAYERS }, () => Math.round(random() * 0.9 * limitMs)),
    });
  }
  return out;
}

export interface MyAnswer {
  answer: unknown;
  answerMs: number;
}

/**
 * The results a slide shows: the first `arrived` simulated answers (all by default, fewer
 * while answering so the count climbs as in a real room), plus the previewer's own.
 */
export function resultsFor(
  slide: Slide,
  sims: Map<string, SimulatedSlide>,
  mine?: MyAnswer,
  arrived = SIMULATED_PLAYERS,
): SlideResults | undefined {
  const def = slideTypeOf(slide.type);
  const sim = sims.get(slide.id);
  if (!def?.aggregate || !sim) return undefined;
  const answers = sim.answers.slice(0, arrived);
  return def.aggregate(slide, mine ? [...answers, mine.answer] : answers);
}

/** How many simulated answers are in after `elapsedMs` of answering: most arrive early, as in a real room. */
export function arrivedAfter(elapsedMs: number, limitMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / (limitMs * 0.6)));
  return Math.round(SIMULATED_PLAYERS * Math.sqrt(t));
}

export const limitMsOf = (slide: Slide) => ('timeLimit' in slide && typeof slide.timeLimit === 'number' ? slide.timeLimit * 1000 : 20_000);

/** Totals of every scored slide up to and including `through`, best first; ties by name. */
export function standingsThrough(
  slides: readonly Slide[],
  through: number,
  sims: Map<string, SimulatedSlide>,
  mine: ReadonlyMap<string, MyAnswer>,
): Standing[] {
  const totals = new Map<string, number>(NAMES.map((n) => [n, 0]));
  let played = false;
  slides.slice(0, through + 1).forEach((slide) => {
    const def = slideTypeOf(slide.type);
    const sim = sims.get(slide.id);
    if (!def?.score || !sim) return;
    sim.answers.forEach((a, i) => {
      const name = NAMES[i % NAMES.length]!;
      totals.set(
        name,
        (totals.get(name) ?? 0) + def.score!(slide, a, { answerMs: sim.answerMs[i] ?? 0, limitMs: limitMsOf(slide) }).points,
      );
    });
    const my = mine.get(slide.id);
    if (my) {
      played = true;
      totals.set(YOU, (totals.get(YOU) ?? 0) + def.score(slide, my.answer, { answerMs: my.answerMs, limitMs: limitMsOf(slide) }).points);
    }
  });
  if (!played) totals.delete(YOU);
  return [...totals]
    .map(([nickname, score]) => ({ nickname, score }))
    .sort((a, b) => b.score - a.score || a.nickname.localeCompare(b.nickname));
}

/** The previewer's own result at a slide: points for this slide and place so far. */
export function personalResultAt(
  slides: readonly Slide[],
  index: number,
  sims: Map<string, SimulatedSlide>,
  mine: ReadonlyMap<string, MyAnswer>,
): PersonalResult | undefined {
  const slide = slides[index];
  if (!slide) return undefined;
  const standings = standingsThrough(slides, index, sims, mine);
  const rank = standings.findIndex((s) => s.nickname === YOU);
  if (rank < 0) return undefined;
  const def = slideTypeOf(slide.type);
  const my = mine.get(slide.id);
  const score =
    def?.score && my ? def.score(slide, my.answer, { answerMs: my.answerMs, limitMs: limitMsOf(slide) }) : { correct: false, points: 0 };
  return { ...score, rank: rank + 1 };
}
