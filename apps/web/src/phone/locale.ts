import { negotiateLocale, type Locale } from '../i18n';

/**
 * The phone's language (ADR 24): the event's, when the host fixed one, else the first of the
 * browser's languages Mingle speaks, else English. The one place the event's language enters:
 * the live state and the lobby will carry it (issue 16, the i18n work); until then callers
 * pass null.
 */
export function phoneLocale(fixedByHost: string | null | undefined, languages: readonly string[] = navigator.languages ?? []): Locale {
  return negotiateLocale(languages, fixedByHost);
}
