/** The languages Mingle ships for participants and the big screen. English is the source. */
export const LOCALES = ['en', 'fr', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for the host's language picker. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a screen speaks: the one the host fixed for the event, else the first of the
 * browser's languages we ship ("fr-CA" is French), else English.
 */
export function negotiateLocale(browserLanguages: readonly string[], fixedByHost?: string | null): Locale {
  if (isLocale(fixedByHost)) return fixedByHost;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
