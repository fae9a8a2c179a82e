import { hasAtMostDecimals, roundTo } from '@mingle/shared';

/*
 * Numbers as people read and type them, in their language: "1989", "2,5" in French,
 * "12,500" in English. Pure and without zod, so the phone can import it.
 */

/** Years and small counts read best ungrouped ("1989", not "1,989"); 10,000 and more are grouped. */
const GROUP_FROM = 10_000;

/** `value` for reading, at most `decimals` places, in `locale`'s way. */
export function formatNumber(value: number, decimals: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: Math.abs(value) >= GROUP_FROM }).format(
    roundTo(value, decimals),
  );
}

/** `value` as it goes into a text field: no grouping, so it reads back exactly. */
export function formatInput(value: number, decimals: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: false }).format(roundTo(value, decimals));
}

/** `value` with a given decimal mark and no grouping, for text made without a locale (the announcer's). */
export function formatPlain(value: number, decimals: number, decimalMark: string): string {
  return String(roundTo(value, decimals)).replace('.', decimalMark).replace('-', '−');
}

/** The locale's decimal mark and grouping mark: "." and "," in English, "," and " " in French. */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

export type GuessProblem = 'empty' | 'notNumber' | 'range' | 'decimals';

/**
 * Reads a typed guess. Either mark is taken as the decimal one ("2.5" and "2,5"), except a
 * single mark that is the language's grouping mark followed by exactly three digits ("1,000"
 * in English, "1.000" in German); a mark that appears several times groups ("1,000,000").
 * Spaces, apostrophes and underscores group; "−" is a minus.
 */
export function parseNumber(text: string, locale: string): number | null {
  let s = text
    .trim()
    .replace(/[\s\u00a0\u202f'’_]/g, '')
    .replace(/^[−–]/, '-');
  if (!s) return null;
  const { group } = separatorsOf(locale);
  const marks = s.match(/[.,]/g) ?? [];
  const dots = marks.filter((m) => m === '.').length;
  const commas = marks.length - dots;
  if (dots && commas) {
    // Both: the last one is the decimal mark.
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    s = s.split(decimal === '.' ? ',' : '.').join('');
    if ((s.match(/[.,]/g) ?? []).length > 1) return null;
    s = s.replace(',', '.');
  } else if (dots > 1 || commas > 1) {
    s = s.replace(/[.,]/g, '');
  } else if (dots + commas === 1) {
    const mark = dots ? '.' : ',';
    const grouping = mark === group.trim() && /^[-+]?\d{1,3}[.,]\d{3}$/.test(s);
    s = grouping ? s.replace(mark, '') : s.replace(',', '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/** A typed guess checked against the slide: its value, or why it cannot be sent. */
export function readGuess(
  text: string,
  s: { min: number; max: number },
  decimals: number,
  locale: string,
): { value: number } | { problem: GuessProblem } {
  if (!text.trim()) return { problem: 'empty' };
  const value = parseNumber(text, locale);
  if (value === null) return { problem: 'notNumber' };
  if (value < s.min || value > s.max) return { problem: 'range' };
  if (!hasAtMostDecimals(value, decimals)) return { problem: 'decimals' };
  return { value: roundTo(value, decimals) };
}

/** Where a value sits along a histogram of `buckets`, 0 at its left edge to 1 at its right. */
export function positionOf(
  buckets: readonly { from: number; to: number }[],
  value: number,
  step: number,
  edge: 'left' | 'middle' | 'right' = 'middle',
): number {
  const n = buckets.length;
  if (n === 0) return 0;
  let i = buckets.findIndex((b) => value <= b.to + step / 2);
  if (i < 0) i = n - 1;
  const b = buckets[i]!;
  // Each bucket holds (to − from) / step + 1 slots of one step; a value is its slot's middle.
  const slots = (b.to - b.from) / step + 1;
  const slot = Math.min(slots - 1, Math.max(0, Math.round((value - b.from) / step)));
  const within = edge === 'left' ? slot : edge === 'right' ? slot + 1 : slot + 0.5;
  return Math.min(1, Math.max(0, (i + within / slots) / n));
}
