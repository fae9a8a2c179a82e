import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** The logo mark: two overlapping people-dots, the brand violet and the warm accent. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-mingle-7)" />
      <circle cx="24" cy="28" r="9" fill="#fff" />
      <circle cx="41" cy="36" r="9" fill="var(--mantine-color-sunrise-3)" />
    </svg>
  );
}

/** "Mingle" with its mark, linking home. */
export function Wordmark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const mark = size === 'lg' ? 40 : 30;
  return (
    <UnstyledButton component={Link} to="/" aria-label="Mingle home" style={{ borderRadius: 8 }}>
      <Group gap={10} wrap="nowrap">
        <LogoMark size={mark} />
        <Text
          component="span"
          fw={800}
          fz={size === 'lg' ? 28 : 22}
          lh={1}
          style={{ letterSpacing: '-0.03em' }}
          c="var(--mantine-color-text)"
        >
          Mingle
        </Text>
      </Group>
    </UnstyledButton>
  );
}
