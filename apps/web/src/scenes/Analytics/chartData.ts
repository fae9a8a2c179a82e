import { formatAnswerTime, formatRate } from './format';

/**
 * What the report's charts draw (ADR 46), as plain numbers and words: each bar's length as a
 * share of the longest, and the sentence a screen reader reads instead of the picture. Pure, so
 * the charts and their text alternatives come from the same rows.
 */

export interface Bar {
  key: string;
  /** What the bar is (an axis label). */
  label: string;
  /** The value in words, shown beside the bar. */
  value: string;
  /** 0–1 of the chart's scale. */
  share: number;
  /** The bar's tone: how good the value is, where the chart has a judgement. */
  tone: 'low' | 'mid' | 'high' | 'plain';
}

/** Short enough for a bar's foot on a phone: exact below 10,000, then "12.5k". */
const compact = (n: number) => (n >= 10_000 ? `${Math.round(n / 100) / 10}k` : String(n));
const people = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'person' : 'people'}`;

/** Score bands as vertical bars, the tallest band full height; each labelled by where it starts. */
export function scoreBars(bands: readonly { from: number; to: number; count: number }[]): Bar[] {
  const most = Math.max(1, ...bands.map((b) => b.count));
  return bands.map((b) => ({
    key: String(b.from),
    label: compact(b.from),
    value: b.count.toLocaleString('en-US'),
    share: b.count / most,
    tone: 'plain',
  }));
}

export function scoreSummary(bands: readonly { from: number; to: number; count: number }[]): string {
  const parts = bands.map((b) => `${b.from === b.to ? b.from : `${b.from} to ${b.to}`} points: ${people(b.count)}`);
  return `Participants by final score. ${parts.join('; ')}.`;
}

interface SlideRow {
  slideId: string;
  slideIndex: number;
  round: number;
  headline: string;
  scored: boolean;
  answered: number;
  correctRate: number | null;
  averageAnswerMs: number | null;
}

/** "Slide 3", or "Slide 3 · round 2" for slides played in rounds. */
const slideName = (s: SlideRow, rounds: ReadonlySet<string>) =>
  rounds.has(s.slideId) ? `Slide ${s.slideIndex + 1} · round ${s.round + 1}` : `Slide ${s.slideIndex + 1}`;

/** Under half right is red, under three in four amber: the hardest questions stand out. */
export const rateTone = (rate: number): Bar['tone'] => (rate < 0.5 ? 'low' : rate < 0.75 ? 'mid' : 'high');

/** Scored slides with answers, in deck order: the bar is the share answered right (of 100%). */
export function correctRateBars(slides: readonly SlideRow[], rounds: ReadonlySet<string>): Bar[] {
  return slides
    .filter((s) => s.scored && s.answered > 0 && s.correctRate !== null)
    .map((s) => ({
      key: `${s.slideId}#${s.round}`,
      label: `${slideName(s, rounds)}: ${s.headline}`,
      value: formatRate(s.correctRate),
      share: s.correctRate!,
      tone: rateTone(s.correctRate!),
    }));
}

/** Timed slides with answers, in deck order: the slowest average answer is the longest bar. */
export function answerTimeBars(slides: readonly SlideRow[], rounds: ReadonlySet<string>): Bar[] {
  const timed = slides.filter((s) => s.answered > 0 && s.averageAnswerMs !== null);
  const slowest = Math.max(1, ...timed.map((s) => s.averageAnswerMs!));
  return timed.map((s) => ({
    key: `${s.slideId}#${s.round}`,
    label: `${slideName(s, rounds)}: ${s.headline}`,
    value: formatAnswerTime(s.averageAnswerMs),
    share: s.averageAnswerMs! / slowest,
    tone: 'plain',
  }));
}

/** The bars as one sentence: the chart's text alternative. */
export const barsSummary = (title: string, bars: readonly Bar[]) => `${title}. ${bars.map((b) => `${b.label}: ${b.value}`).join('; ')}.`;

/** "Bands of 250 points", for the histogram's caption; null for a single band. */
export const bandWidthText = (bands: readonly { from: number; to: number }[]) =>
  bands.length > 1 ? `Bands of ${(bands[0]!.to - bands[0]!.from + 1).toLocaleString('en-US')} points` : null;
