export { I18nProvider, useLocale, useT } from './I18nProvider';
export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, negotiateLocale, type Locale } from './locales';
export type { MessageId } from './messages/en';
export type { MessageValues, Translate } from './translator';
export { loadCatalog } from './catalogs';
export type { Catalog } from './messages/en';
