/** How the analytics pages write numbers: durations, rates, answer times, dates. */

const DASH = '—';

/** "45 s", "12 min 5 s", "1 h 20 min"; a dash when unknown (not ended, never started). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return DASH;
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 ? `${minutes} min ${s % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** A 0–1 rate as a whole percentage ("67%"); a dash when there was nothing to divide by. */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return DASH;
  return `${Math.round(rate * 100)}%`;
}

/** Milliseconds as seconds to one decimal ("4.2 s"); a dash on untimed slides. */
export function formatAnswerTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return DASH;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A score, rounded, with thousands grouped ("1,950"); a dash without one. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined) return DASH;
  return Math.round(score).toLocaleString('en-US');
}

/** "26 Nov 2026, 14:05" in the browser's time zone. */
export function formatDateTime(iso: string, locale = 'en-GB'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return DASH;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
