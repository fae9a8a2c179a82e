import { Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../services';
import { UserMenu } from './UserMenu';
import { Wordmark } from './Wordmark';
import classes from './TopBar.module.css';

/** The top bar of the default layout: the wordmark, the signed-in navigation, and the user's menu. */
export function TopBar() {
  const { user, loggedIn } = useAuth();
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Wordmark />
            {loggedIn && (
              <nav aria-label="Main">
                <Group gap={4} wrap="nowrap">
                  <NavLink to="/" end className={classes.navLink}>
                    Home
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
                Sign in
              </Button>
              <Button component={Link} to="/register" className={classes.hideOnPhone}>
                Create account
              </Button>
            </Group>
          )}
        </Group>
      </Container>
    </header>
  );
}
