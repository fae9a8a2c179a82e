import { Box, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TopBar } from './TopBar';
import { Wordmark } from './Wordmark';
import classes from './Layouts.module.css';

/** The `default` layout's chrome around any content (a page, or an error page). */
export function DefaultShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.defaultRoot}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py={{ base: 'lg', sm: 40 }}>
          {children}
        </Container>
      </Box>
    </div>
  );
}

/**
 * The `blank` layout: no navigation, one centred column; for signing in and account e-mails.
 * `wide` is the `public` layout: the same frame around a page anyone may open (a recap).
 */
export function BlankShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={classes.blankRoot}>
      <header className={classes.blankHeader}>
        <Wordmark size="lg" />
      </header>
      <main id="main" className={wide ? classes.publicMain : classes.blankMain}>
        {children}
      </main>
      <footer className={classes.blankFooter}>
        <Text size="xs" c="dimmed">
          Mingle · icebreakers, trivia and live polls for groups
        </Text>
      </footer>
    </div>
  );
}

export function DefaultLayout() {
  return (
    <DefaultShell>
      <Outlet />
    </DefaultShell>
  );
}

export function PublicLayout() {
  return (
    <BlankShell wide>
      <Outlet />
    </BlankShell>
  );
}

export function BlankLayout() {
  return (
    <BlankShell>
      <Outlet />
    </BlankShell>
  );
}
