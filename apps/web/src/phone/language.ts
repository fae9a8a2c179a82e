import { DEFAULT_LOCALE, loadCatalog, type Catalog, type Locale } from '../i18n';
import { phoneLocale } from './locale';

/** The phone's language and its catalog; `<html lang>` follows it, for screen readers and hyphenation. */
export async function loadPhoneLanguage(fixedByHost: string | null): Promise<{ locale: Locale; catalog: Catalog }> {
  const wanted = phoneLocale(fixedByHost);
  // A language's chunk can fail to arrive (a flaky network, a deploy in between): the phone
  // then plays in English, which is in the bundle, rather than staying blank.
  const loaded = await loadCatalog(wanted).then(
    (catalog) => ({ locale: wanted, catalog }),
    async () => ({ locale: DEFAULT_LOCALE, catalog: await loadCatalog(DEFAULT_LOCALE) }),
  );
  document.documentElement.lang = loaded.locale;
  return loaded;
}
