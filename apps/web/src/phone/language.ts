import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { CompiledPhoneCatalog } from '../i18n/compiled';
import { loadPhoneCatalog } from '../i18n/phoneLanguages';
import { phoneLocale } from './locale';

/**
 * The phone's language and its catalog (the phone's areas only, ADR 69); `<html lang>` follows it, for screen readers and
 * hyphenation. `load` fetches a language's catalog (its own chunk); tests give their own.
 */
export async function loadPhoneLanguage(
  fixedByHost: string | null,
  load: (locale: Locale) => Promise<CompiledPhoneCatalog> = loadPhoneCatalog,
): Promise<{ locale: Locale; catalog: CompiledPhoneCatalog }> {
  const wanted = phoneLocale(fixedByHost);
  // A language's chunk can fail to arrive (a flaky network, a deploy in between): the phone
  // then plays in English, which is in the bundle, rather than staying blank.
  const loaded = await load(wanted).then(
    (catalog) => ({ locale: wanted, catalog }),
    async () => ({ locale: DEFAULT_LOCALE, catalog: await load(DEFAULT_LOCALE) }),
  );
  document.documentElement.lang = loaded.locale;
  return loaded;
}
