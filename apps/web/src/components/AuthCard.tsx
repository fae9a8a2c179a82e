import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative badge above the title (an icon in a circle). */
  badge?: ReactNode;
  children?: ReactNode;
}

/** The card every account screen of the blank layout sits in. */
export function AuthCard({ title, description, badge, children }: AuthCardProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', xs: 36 }}>
      <Stack gap="lg">
        <Stack gap={8}>
          {badge}
          <Title order={1} fz={{ base: 24, xs: 28 }} lh={1.2} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="md">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A coloured circle holding an icon, for the top of a card or an empty state. */
export function IconBadge({ children, color = 'mingle' }: { children: ReactNode; color?: string }) {
  return (
    <div
      aria-hidden="true"
      style={{
        display: 'grid',
        placeItems: 'center',
        width: 56,
        height: 56,
        borderRadius: '50%',
        background: `var(--mantine-color-${color}-0)`,
        color: `var(--mantine-color-${color}-7)`,
        marginBottom: 4,
      }}
    >
      {children}
    </div>
  );
}
