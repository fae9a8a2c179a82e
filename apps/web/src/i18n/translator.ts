import { compileMessage } from '@lingui/message-utils/compileMessage';
import { translatorOf, type CompiledMessages, type Translate } from './compiled';
import type { Locale } from './locales';
import type { MessageId } from './messages/en';

export type { MessageValues, Translate } from './compiled';

/** Some or all of a language's messages, as written: a whole catalog, or the phone's areas of one. */
export type Messages = Readonly<Partial<Record<MessageId, string>>>;

/** Parses every ICU message of `catalog` once, for Lingui (compiled.ts). */
export function compileCatalog(catalog: Messages): CompiledMessages {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

/** A formatter speaking one language, its ICU messages compiled once here. */
export function createTranslator(locale: Locale, catalog: Messages): { t: Translate } {
  return { t: translatorOf(locale, compileCatalog(catalog)) };
}
