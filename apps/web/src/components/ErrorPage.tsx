import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { mdiAlertCircleOutline, mdiCompassOffOutline, mdiRefresh } from '@mdi/js';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router';
import { claimChunkReload, isChunkLoadError } from '../router/chunkReload';
import { useTitleOverride } from '../hooks/useDocumentTitle';
import { detailOf, messageOf, NOT_FOUND_TITLE, statusOf } from '../router/errors';
import { Icon } from './Icon';
import { BlankShell, DefaultShell } from './Layouts';
import classes from './ErrorPage.module.css';

/** The seed's generic error page: the status, the message, and the way back. */
export function ErrorView({ error }: { error: unknown }) {
  const status = statusOf(error);
  const chunkFailed = isChunkLoadError(error);
  const message = chunkFailed ? 'This page could not be loaded' : messageOf(error);
  return (
    <Stack align="center" gap="md" className={classes.root} role="alert">
      <div className={classes.badge} aria-hidden="true">
        <Icon path={status === 404 ? mdiCompassOffOutline : mdiAlertCircleOutline} size={34} />
      </div>
      <Text className={classes.status}>{status}</Text>
      <Title order={1} className={classes.message}>
        {message}
      </Title>
      {chunkFailed ? (
        <>
          <Text c="dimmed">Check your connection, then reload the page.</Text>
          <Button leftSection={<Icon path={mdiRefresh} size={18} />} onClick={() => window.location.reload()}>
            Reload
          </Button>
        </>
      ) : status === 404 ? (
        <>
          {detailOf(error) && (
            <Text c="dimmed" ta="center">
              {detailOf(error)}
            </Text>
          )}
          <Button component={Link} to="/" variant="light" size="md">
            Back to the home page
          </Button>
        </>
      ) : (
        <>
          <Text c="dimmed">Something went wrong while opening this page. Try again in a moment.</Text>
          <Group gap="sm">
            <Button leftSection={<Icon path={mdiRefresh} size={18} />} onClick={() => window.location.reload()}>
              Try again
            </Button>
            <Button component={Link} to="/" variant="light">
              Home
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Shown when rendering the error page itself failed: plain markup, nothing that can fail again. */
export function ErrorPageFailure() {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <p style={{ fontSize: 18, fontWeight: 600 }}>An error occurred while showing the error page</p>
      <a href="/">Go back to home</a>
    </div>
  );
}

export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An error occurred while showing the error page', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}

/**
 * A failed chunk reloads the page (a new deploy renamed the chunks), at most once per 60 s;
 * otherwise the error shows. Returns true while a reload is under way.
 */
function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(() => isChunkLoadError(error) && claimChunkReload(window.sessionStorage));
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  return reloading;
}

function NotFoundTitle() {
  useTitleOverride(NOT_FOUND_TITLE);
  return null;
}

function RouteErrorContent({ error }: { error: unknown }) {
  const reloading = useChunkReload(error);
  if (reloading) return null;
  if (statusOf(error) >= 500 && !isChunkLoadError(error)) console.error(error);
  return (
    <>
      {statusOf(error) === 404 && <NotFoundTitle />}
      <ErrorView error={error} />
    </>
  );
}

/**
 * The route error element: the error page inside the layout the page would have had, except
 * a 404, which is no page at all: always the default layout, with the top bar to go on from.
 * (A path that fails the blank `{code}` route's check would otherwise look like the join screen.)
 */
export function RouteErrorPage({ layout: pageLayout }: { layout: 'default' | 'blank' | 'public' }) {
  const error = useRouteError();
  const layout = statusOf(error) === 404 ? 'default' : pageLayout;
  const content = (
    <ErrorPageBoundary>
      <RouteErrorContent error={error} />
    </ErrorPageBoundary>
  );
  // The shell itself may be what failed; the boundary outside it catches that too.
  return (
    <ErrorPageBoundary>
      {layout === 'default' ? <DefaultShell>{content}</DefaultShell> : <BlankShell wide={layout === 'public'}>{content}</BlankShell>}
    </ErrorPageBoundary>
  );
}
