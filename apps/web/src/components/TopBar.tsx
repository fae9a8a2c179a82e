import { Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useT } from '../i18n';
import { useAuth } from '../services';
import { UserMenu } from './UserMenu';
import { Wordmark } from './Wordmark';
import classes from './TopBar.module.css';

/** The top bar of the default layout: the wordmark, the signed-in navigation, and the user's menu. */
export function TopBar() {
  const { user, loggedIn } = useAuth();
  const t = useT();
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap" className={classes.brandGroup}>
            <span className={classes.brand}>
              <Wordmark />
            </span>
            {loggedIn && (
              <nav aria-label={t('host.topBar.main')}>
                <Group gap={4} wrap="nowrap">
                  <NavLink to="/" end className={classes.navLink}>
                    {t('host.topBar.home')}
                  </NavLink>
                  <NavLink to="/analytics" className={classes.navLink}>
                    {t('host.topBar.analytics')}
                  </NavLink>
                </Group>
              </nav>
            )}
          </Group>
          {loggedIn && user ? (
            <UserMenu user={user} />
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
