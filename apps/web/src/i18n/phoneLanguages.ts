import type { CompiledPhoneCatalog } from './compiled';
import type { Locale } from './locales';
import { messages as english } from './messages/en/phoneCatalog.generated';
import type { Languages } from './speaking';

/**
 * The phone's words (ADR 69), compiled by `npm run codegen`: English in its bundle, the fallback
 * when a language's chunk does not arrive, and the others one small chunk each: only the
 * `common` and `phone` areas, about half of a whole catalog.
 */
export async function loadPhoneCatalog(locale: Locale): Promise<CompiledPhoneCatalog> {
  switch (locale) {
    case 'en':
      return english;
    case 'fr':
      return (await import('./messages/fr/phoneCatalog.generated')).messages;
    case 'de':
      return (await import('./messages/de/phoneCatalog.generated')).messages;
    case 'es':
      return (await import('./messages/es/phoneCatalog.generated')).messages;
  }
}

export const PHONE_LANGUAGES: Languages<CompiledPhoneCatalog> = { english, load: loadPhoneCatalog };
