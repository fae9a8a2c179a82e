import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadCatalog } from './catalogs';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { en, type Catalog } from './messages/en';
import { createTranslator, type Translate } from './translator';

interface I18nValue {
  locale: Locale;
  t: Translate;
}

const english = createTranslator(DEFAULT_LOCALE, en);
const I18nContext = createContext<I18nValue>({ locale: DEFAULT_LOCALE, t: english.t });

/**
 * Speaks `locale` to everything inside. Until another language's catalog has loaded the
 * screen stays in English, so nothing waits on a translation.
 */
export function I18nProvider({ locale, children, preloaded }: { locale: Locale; children: ReactNode; preloaded?: Catalog }) {
  // A catalog loaded before the first render (the phone app's) is spoken from the first frame.
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Translate>>>(() => ({
    [DEFAULT_LOCALE]: english.t,
    ...(preloaded && locale !== DEFAULT_LOCALE ? { [locale]: createTranslator(locale, preloaded).t } : {}),
  }));
  useEffect(() => {
    if (loaded[locale]) return;
    let live = true;
    void loadCatalog(locale).then((catalog) => {
      if (live) setLoaded((known) => ({ ...known, [locale]: createTranslator(locale, catalog).t }));
    });
    return () => {
      live = false;
    };
  }, [locale, loaded]);
  const t = loaded[locale];
  const value = useMemo<I18nValue>(() => (t ? { locale, t } : { locale: DEFAULT_LOCALE, t: english.t }), [locale, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The active language's formatter: `t('phone.join.title')`, `t('common.players', { count })`. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The active language, e.g. for `lang` attributes and number formatting. */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
