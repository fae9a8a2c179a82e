import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { scrollToHash } from '../hooks/hashScroll';
import { formatTitle } from '../hooks/useDocumentTitle';
import { LoadingBar } from './LoadingBar';
import { OfflineBanner } from './OfflineBanner';

function useRouteTitle(): void {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  const title = handle?.title;
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}

function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => (hash ? scrollToHash(hash) : undefined), [hash, key]);
}

/** What every page shares regardless of layout: loading bar, offline banner, scrolling, tab title. */
export function AppFrame() {
  useRouteTitle();
  useHashScroll();
  return (
    <>
      <LoadingBar />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
