import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';
import type { MessageId, PhoneMessageId } from './messages/en';

export type { CompiledMessage };

/**
 * A language's messages as Lingui runs them: ICU parsed into tokens. The web app compiles its
 * catalogs when it loads them (translator.ts); the phone's come compiled from `npm run codegen`
 * (messages/<locale>/phoneCatalog.generated.ts), so the phone carries no message compiler (ADR 69).
 */
export type CompiledMessages = Readonly<Partial<Record<MessageId, CompiledMessage>>>;
/** The phone's words of one language, compiled: every common and phone id. */
export type CompiledPhoneCatalog = Readonly<Record<PhoneMessageId, CompiledMessage>>;

export type MessageValues = Readonly<Record<string, string | number>>;
/** Formats one message of the active catalog: ICU plurals and selects, `{name}` values. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A formatter speaking one language from its compiled messages. */
export function translatorOf(locale: Locale, messages: CompiledMessages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
}
