import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from './messages/en';
import type { Locale } from './locales';

/** Some or all of a language's messages: a whole catalog, or the phone's areas of one (ADR 69). */
export type Messages = Readonly<Partial<Record<MessageId, string>>>;

export type MessageValues = Readonly<Record<string, string | number>>;
/** Formats one message of the active catalog: ICU plurals and selects, `{name}` values. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A Lingui instance speaking one language, its ICU messages compiled once here. */
export function createTranslator(locale: Locale, catalog: Messages): { i18n: I18n; t: Translate } {
  const compiled = Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return { i18n, t: (id, values) => i18n._(id, values) };
}
