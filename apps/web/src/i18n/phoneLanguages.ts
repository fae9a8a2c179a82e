import type { Locale } from './locales';
import type { PhoneCatalog } from './messages/en';
import { enPhone } from './messages/en/phoneCatalog';
import type { Languages } from './speaking';

/**
 * The phone's words (ADR 69): English in its bundle, the fallback when a language's chunk does
 * not arrive, and the others one small chunk each: only the `common` and `phone` areas, about
 * half of a whole catalog.
 */
export async function loadPhoneCatalog(locale: Locale): Promise<PhoneCatalog> {
  switch (locale) {
    case 'en':
      return enPhone;
    case 'fr':
      return (await import('./messages/fr/phoneCatalog')).frPhone;
    case 'de':
      return (await import('./messages/de/phoneCatalog')).dePhone;
    case 'es':
      return (await import('./messages/es/phoneCatalog')).esPhone;
  }
}

export const PHONE_LANGUAGES: Languages<PhoneCatalog> = { english: enPhone, load: loadPhoneCatalog };
