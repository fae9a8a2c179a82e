import { Tooltip } from '@mantine/core';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "in 3 weeks": the largest unit that fits, in the browser's language. */
export function relativeTime(date: Date, now: Date = new Date(), locale?: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60) || (seconds < 0 ? -1 : 1), 'minute');
}

export function fullDate(date: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A time as people say it, with the exact date on hover and for screen readers (`<time>`). */
export function RelativeTime({ value, prefix = '' }: { value: string; prefix?: string }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <Tooltip label={fullDate(date)} openDelay={400}>
      <time dateTime={date.toISOString()}>
        {prefix}
        {relativeTime(date)}
      </time>
    </Tooltip>
  );
}
