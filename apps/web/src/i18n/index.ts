export { I18nProvider } from './I18nProvider';
export { useLocale, useT } from './speaking';
export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, negotiateLocale, type Locale } from './locales';
export type { MessageId } from './messages/en';
export type { MessageValues, Translate } from './translator';
export { loadCatalog } from './catalogs';
export type { Catalog } from './messages/en';
