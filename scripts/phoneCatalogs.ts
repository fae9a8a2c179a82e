/**
 * The phone's catalogs, compiled (ADR 69): each language's `common` and `phone` areas as Lingui
 * runs them, so the phone's bundle needs no ICU parser and a phone compiles nothing on load.
 * Written by `npm run codegen` to `messages/<locale>/phoneCatalog.generated.ts`; the codegen
 * check fails when a message changed and the file was not written again.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, type Locale } from '../apps/web/src/i18n/locales';
import type { PhoneCatalog } from '../apps/web/src/i18n/messages/en';
import { common as deCommon } from '../apps/web/src/i18n/messages/de/common';
import { phone as dePhone } from '../apps/web/src/i18n/messages/de/phone';
import { common as enCommon } from '../apps/web/src/i18n/messages/en/common';
import { phone as enPhone } from '../apps/web/src/i18n/messages/en/phone';
import { common as esCommon } from '../apps/web/src/i18n/messages/es/common';
import { phone as esPhone } from '../apps/web/src/i18n/messages/es/phone';
import { common as frCommon } from '../apps/web/src/i18n/messages/fr/common';
import { phone as frPhone } from '../apps/web/src/i18n/messages/fr/phone';

const PHONE_WORDS: Readonly<Record<Locale, PhoneCatalog>> = {
  en: { ...enCommon, ...enPhone },
  fr: { ...frCommon, ...frPhone },
  de: { ...deCommon, ...dePhone },
  es: { ...esCommon, ...esPhone },
};

export const phoneCatalogPath = (locale: Locale) => `apps/web/src/i18n/messages/${locale}/phoneCatalog.generated.ts`;

/** Each language's compiled phone catalog: path from the repository's root and its source. */
export function phoneCatalogFiles(note: string): { path: string; content: string }[] {
  return LOCALES.map((locale) => {
    const compiled = Object.fromEntries(Object.entries(PHONE_WORDS[locale]).map(([id, message]) => [id, compileMessage(message)]));
    return {
      path: phoneCatalogPath(locale),
      content: `${note}import type { CompiledPhoneCatalog } from '../../compiled';\n\nexport const messages: CompiledPhoneCatalog = ${JSON.stringify(compiled)};\n`,
    };
  });
}
