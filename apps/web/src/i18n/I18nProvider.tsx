import type { ReactNode } from 'react';
import { loadCatalog } from './catalogs';
import type { Locale } from './locales';
import { en, type Catalog } from './messages/en';
import { LanguageProvider, speakOutsideProviders, type Languages } from './speaking';

/** The host's web app speaks every catalog area: its own pages, the big screen, the previews. */
const WEB_LANGUAGES: Languages<Catalog> = { english: en, load: loadCatalog };

// The editor's preview and print, outside any provider, speak the web app's English.
speakOutsideProviders(WEB_LANGUAGES);

/** Speaks `locale` to everything inside, with every catalog area (speaking.tsx). */
export function I18nProvider({ locale, children, preloaded }: { locale: Locale; children: ReactNode; preloaded?: Catalog }) {
  return (
    <LanguageProvider languages={WEB_LANGUAGES} locale={locale} preloaded={preloaded}>
      {children}
    </LanguageProvider>
  );
}
