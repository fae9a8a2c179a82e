import { createContext, useContext, useEffect } from 'react';

export function formatTitle(title: string | undefined): string {
  return title ? `${title} · Mingle` : 'Mingle';
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

/**
 * AppFrame names the tab after the matched route; an error page replaces the route's content
 * but not its match (a failed `{code}` still matches "Join an event"), so it names the tab
 * through this instead. Null outside AppFrame (the root's own error page).
 */
export const TitleOverrideContext = createContext<((title: string | undefined) => void) | null>(null);

/** The tab's title while the calling component is shown, over the route's own. */
export function useTitleOverride(title: string): void {
  const override = useContext(TitleOverrideContext);
  useEffect(() => {
    if (!override) {
      document.title = formatTitle(title);
      return undefined;
    }
    override(title);
    return () => override(undefined);
  }, [override, title]);
}
