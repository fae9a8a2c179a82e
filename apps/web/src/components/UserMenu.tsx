import { useQuery } from '@apollo/client/react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { mdiAccountCircleOutline, mdiChevronDown, mdiFlagOutline, mdiLogout } from '@mdi/js';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@mingle/shared';
import { AUTH_REDIRECTS } from '../config';
import { useT } from '../i18n';
import { useServices } from '../services';
import { Icon } from './Icon';
import classes from './TopBar.module.css';
import { UserMenuViewerDocument } from './userMenu.generated';

export function initialsOf(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  const source = user.displayName.trim() || user.email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** The signed-in user's menu: account and sign-out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { session } = useServices();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const t = useT();
  // Admins review reports on /report's Open tab; without this entry they had to type the address.
  const viewer = useQuery(UserMenuViewerDocument);
  const admin = viewer.data?.me?.can.administer === true;

  const signOut = async () => {
    setSigningOut(true);
    await session.signOut();
    setSigningOut(false);
    await navigate(AUTH_REDIRECTS.logout);
  };

  const name = user.displayName || user.email;
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('host.userMenu.label', { name })}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="mingle" radius="xl" size={34} aria-hidden="true">
              {/* Drawn by CSS, not text: the initials repeat the name, and text in the button
                  that its name leaves out would not match what is read (WCAG 2.5.3, ADR 27). */}
              <span className={classes.initials} data-initials={initialsOf(user)} />
            </Avatar>
            <Text size="sm" fw={600} className={classes.userName} truncate>
              {name}
            </Text>
            <Icon path={mdiChevronDown} size={18} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed" truncate>
            {t('host.userMenu.signedInAs', { email: user.email })}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/account" leftSection={<Icon path={mdiAccountCircleOutline} size={18} />}>
          {t('host.userMenu.account')}
        </Menu.Item>
        {admin && (
          <Menu.Item component={Link} to="/report?tab=open" leftSection={<Icon path={mdiFlagOutline} size={18} />}>
            {t('host.userMenu.reports')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()} disabled={signingOut} leftSection={<Icon path={mdiLogout} size={18} />}>
          {t('host.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
