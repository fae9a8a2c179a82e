import { z } from 'zod';

/**
 * The languages an event can be fixed to (the phones and the big screen speak it). The web
 * app's catalogs (apps/web/src/i18n/locales.ts) ship exactly these; a test holds the two lists
 * together. Lower-case base tags, as browsers report them (`navigator.languages`).
 */
export const EVENT_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** One of EVENT_LANGUAGES, or null: each screen then speaks its browser's language. */
export const eventLanguageSchema = z.enum(EVENT_LANGUAGES, { error: `must be one of ${EVENT_LANGUAGES.join(', ')}, or null` }).nullable();

export function isEventLanguage(value: unknown): value is EventLanguage {
  return typeof value === 'string' && (EVENT_LANGUAGES as readonly string[]).includes(value);
}
