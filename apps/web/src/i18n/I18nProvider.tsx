import { useMemo, type ReactNode } from 'react';
import { loadCatalog } from './catalogs';
import type { Locale } from './locales';
import type { CompiledMessages } from './compiled';
import { en, type Catalog } from './messages/en';
import { LanguageProvider, speakOutsideProviders, type Languages } from './speaking';
import { compileCatalog } from './translator';

/**
 * The host's web app speaks every catalog area: its own pages, the big screen, the previews. It
 * compiles each catalog as it loads it (the phone's come compiled, ADR 69).
 */
const WEB_LANGUAGES: Languages<CompiledMessages> = {
  english: compileCatalog(en),
  load: async (locale) => compileCatalog(await loadCatalog(locale)),
};

// The editor's preview and print, outside any provider, speak the web app's English.
speakOutsideProviders(WEB_LANGUAGES);

/** Speaks `locale` to everything inside, with every catalog area (speaking.tsx). */
export function I18nProvider({ locale, children, preloaded }: { locale: Locale; children: ReactNode; preloaded?: Catalog }) {
  const compiled = useMemo(() => preloaded && compileCatalog(preloaded), [preloaded]);
  return (
    <LanguageProvider languages={WEB_LANGUAGES} locale={locale} preloaded={compiled}>
      {children}
    </LanguageProvider>
  );
}
