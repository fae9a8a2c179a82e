import { loadCatalog, type Catalog, type Locale } from '../i18n';
import { phoneLocale } from './locale';

/** The phone's language and its catalog; `<html lang>` follows it, for screen readers and hyphenation. */
export async function loadPhoneLanguage(fixedByHost: string | null): Promise<{ locale: Locale; catalog: Catalog }> {
  const locale = phoneLocale(fixedByHost);
  const catalog = await loadCatalog(locale);
  document.documentElement.lang = locale;
  return { locale, catalog };
}
