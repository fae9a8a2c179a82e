import { negotiateLocale, type Locale } from '../i18n/locales';

/**
 * The phone's language (ADR 24): the event's, when the host fixed one, else the first of the
 * browser's languages Mingle speaks, else English. The one place the event's language enters:
 * from the lobby when the code is found, then from the live state whenever the host changes it.
 */
export function phoneLocale(fixedByHost: string | null | undefined, languages: readonly string[] = navigator.languages ?? []): Locale {
  return negotiateLocale(languages, fixedByHost);
}
