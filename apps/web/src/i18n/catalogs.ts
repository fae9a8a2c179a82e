import type { Catalog } from './messages/en';
import { en } from './messages/en';
import type { Locale } from './locales';

/**
 * English ships in the bundle (it is the fallback of every missing message); the others load
 * on demand, one chunk per language, so a phone downloads only the one it speaks.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return en;
    case 'fr':
      return (await import('./messages/fr')).fr;
    case 'de':
      return (await import('./messages/de')).de;
    case 'es':
      return (await import('./messages/es')).es;
  }
}
