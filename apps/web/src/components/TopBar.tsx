import { ActionIcon, Button, Container, Group, Menu } from '@mantine/core';
import { mdiMenu } from '@mdi/js';
import { Link, useLocation } from 'react-router';
import { useT, type MessageId } from '../i18n';
import { useAuth } from '../services';
import { Icon } from './Icon';
import { UserMenu } from './UserMenu';
import { Wordmark } from './Wordmark';
import classes from './TopBar.module.css';

/** The signed-in navigation, in the order a host's day goes: start, build, look back, get ideas. */
const NAV: readonly { to: string; label: MessageId; end?: boolean }[] = [
  { to: '/', label: 'host.topBar.home', end: true },
  { to: '/decks', label: 'host.topBar.decks' },
  { to: '/analytics', label: 'host.topBar.analytics' },
  { to: '/templates', label: 'host.topBar.templates' },
];

/** The entry of NAV the current path is under (a deck's page is under Decks, a report under Analytics). */
export function currentNavEntry(pathname: string): string | undefined {
  const under = (prefixes: string[]) => prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (pathname === '/') return '/';
  if (under(['/decks', '/deck', '/edit'])) return '/decks';
  if (under(['/analytics', '/events', '/recap'])) return '/analytics';
  if (under(['/templates', '/popular'])) return '/templates';
  return undefined;
}

/**
 * The top bar of the default layout: the wordmark, the signed-in navigation, and the user's menu.
 * On a phone the four links do not fit beside the mark and the avatar: they fold into a menu.
 */
export function TopBar() {
  const { user, loggedIn } = useAuth();
  const t = useT();
  const { pathname } = useLocation();
  const current = currentNavEntry(pathname);
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" className={classes.brandGroup}>
            <span className={classes.brand}>
              <Wordmark />
            </span>
            {loggedIn && (
              <nav aria-label={t('host.topBar.main')} className={classes.wideNav}>
                <Group gap={4} wrap="nowrap">
                  {/* Plain links: where you are is currentNavEntry's call (a deck's page is under Decks), not the URL prefix's. */}
                  {NAV.map((item) => (
                    <Link key={item.to} to={item.to} className={classes.navLink} aria-current={current === item.to ? 'page' : undefined}>
                      {t(item.label)}
                    </Link>
                  ))}
                </Group>
              </nav>
            )}
          </Group>
          {loggedIn && user ? (
            <Group gap="xs" wrap="nowrap">
              <Menu position="bottom-end" shadow="md" width={200}>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="lg" className={classes.narrowNav} aria-label={t('host.topBar.menu')}>
                    <Icon path={mdiMenu} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {NAV.map((item) => (
                    <Menu.Item
                      key={item.to}
                      component={Link}
                      to={item.to}
                      aria-current={current === item.to ? 'page' : undefined}
                      fw={current === item.to ? 700 : undefined}
                    >
                      {t(item.label)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <UserMenu user={user} />
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/login" variant="subtle">
                {t('host.topBar.signIn')}
              </Button>
              <Button component={Link} to="/register" className={classes.hideOnPhone}>
                {t('host.topBar.createAccount')}
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </header>
  );
}
