import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useRevalidator } from 'react-router';
import { scrollToHash } from '../hooks/hashScroll';
import { useServices } from '../services';
import { formatTitle, TitleOverrideContext } from '../hooks/useDocumentTitle';
import { LoadingBar } from './LoadingBar';
import { OfflineBanner } from './OfflineBanner';

/** The matched route's title, unless an error page shown in its place names the tab (useTitleOverride). */
function useRouteTitle(override: string | undefined): void {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  const title = override ?? handle?.title;
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => (hash ? scrollToHash(hash) : undefined), [hash, key]);
}

/**
 * When the session ends under an open page (signed out on another device, revoked, expired),
 * the page's guards run again: a signed-in-only page then goes to the login screen, which
 * brings the person back here after signing in, instead of staying open as a guest's.
 */
function useGuardsAgainWhenSessionEnds(): void {
  const { session } = useServices();
  const { revalidate } = useRevalidator();
  useEffect(
    () =>
      session.onChange((change) => {
        if (change.kind === 'logout' && !change.byUser) void revalidate();
      }),
    [session, revalidate],
  );
}

/** What every page shares regardless of layout: loading bar, offline banner, scrolling, tab title. */
export function AppFrame() {
  const [titleOverride, setTitleOverride] = useState<string>();
  useRouteTitle(titleOverride);
  useHashScroll();
  useGuardsAgainWhenSessionEnds();
  return (
    <TitleOverrideContext.Provider value={setTitleOverride}>
      <LoadingBar />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </TitleOverrideContext.Provider>
  );
}
