import type { Locale } from '../../i18n/locales';

/**
 * An average as the room's language writes it, always with its one decimal (SPEC R13.3):
 * "4.0", "3,6". A whole number keeps its ".0" so the averages of a column line up.
 */
export function formatAverage(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
