import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { translatorOf, type CompiledMessages, type Translate } from './compiled';

export type { MessageId } from './messages/en';
export type { MessageValues, Translate } from './compiled';

/**
 * What an app can say and where it gets another language's words, compiled: the host's web app
 * has every catalog area, the phone's bundle only `common` and `phone` (ADR 69). Nothing in this
 * module holds a catalog or a message compiler, so the phone downloads neither.
 */
export interface Languages<C extends CompiledMessages> {
  english: C;
  load(locale: Locale): Promise<C>;
}

interface Speaking {
  locale: Locale;
  t: Translate;
}

const SpeakingContext = createContext<Speaking | null>(null);

/** Each app's English formatter, made once however many providers speak it. */
const englishOf = new WeakMap<Languages<CompiledMessages>, Translate>();
function english(languages: Languages<CompiledMessages>): Translate {
  let t = englishOf.get(languages);
  if (!t) englishOf.set(languages, (t = translatorOf(DEFAULT_LOCALE, languages.english)));
  return t;
}

let outsideProviders: Languages<CompiledMessages> | null = null;

/**
 * The English spoken by a component rendered outside any provider: the host app's editor
 * preview, print and unit tests. Set by the app whose English is complete (I18nProvider.tsx);
 * the phone renders everything inside its provider and sets none.
 */
export function speakOutsideProviders(languages: Languages<CompiledMessages>): void {
  outsideProviders = languages;
}

function useSpeaking(): Speaking {
  const speaking = useContext(SpeakingContext);
  if (speaking) return speaking;
  if (!outsideProviders) throw new Error('Rendered outside a LanguageProvider, and no app set the English spoken outside one');
  return { locale: DEFAULT_LOCALE, t: english(outsideProviders) };
}

/**
 * Speaks `locale` to everything inside, with the words of `languages`. Until another language's
 * catalog has loaded the screen stays in English, so nothing waits on a translation; a catalog
 * loaded before the first render (`preloaded`, the phone's) is spoken from the first frame.
 */
export function LanguageProvider<C extends CompiledMessages>({
  languages,
  locale,
  preloaded,
  children,
}: {
  languages: Languages<C>;
  locale: Locale;
  preloaded?: C;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Translate>>>(() => ({
    [DEFAULT_LOCALE]: english(languages),
    ...(preloaded && locale !== DEFAULT_LOCALE ? { [locale]: translatorOf(locale, preloaded) } : {}),
  }));
  useEffect(() => {
    if (loaded[locale]) return;
    let live = true;
    void languages.load(locale).then((catalog) => {
      if (live) setLoaded((known) => ({ ...known, [locale]: translatorOf(locale, catalog) }));
    });
    return () => {
      live = false;
    };
  }, [languages, locale, loaded]);
  const t = loaded[locale];
  const value = useMemo<Speaking>(() => (t ? { locale, t } : { locale: DEFAULT_LOCALE, t: english(languages) }), [languages, locale, t]);
  return <SpeakingContext.Provider value={value}>{children}</SpeakingContext.Provider>;
}

/** The active language's formatter: `t('phone.join.title')`, `t('common.players', { count })`. */
export function useT(): Translate {
  return useSpeaking().t;
}

/** The active language, e.g. for `lang` attributes and number formatting. */
export function useLocale(): Locale {
  return useSpeaking().locale;
}
