import { Anchor, Box, Group, Text, Title } from '@mantine/core';
import { LogoMark } from '../../components/Wordmark';
import { CommunityGallery } from './CommunityGallery';

/**
 * `/embed/decks`: the community gallery for other sites' iframes (ADR 51). No navigation of
 * the app; copying and reporting open Mingle in a new tab. The server lets only the allowed
 * origins frame it (EMBED_ORIGINS).
 */
export default function EmbedDecks() {
  return (
    <Box component="main" id="main" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          Community decks
        </Title>
        <Anchor href="/community-list" target="_blank" rel="noopener" aria-label="Open the community list in Mingle" underline="never">
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed">
              on
            </Text>
            <LogoMark size={22} />
            <Text component="span" fw={800} fz={18} c="var(--mantine-color-text)">
              Mingle
            </Text>
          </Group>
        </Anchor>
      </Group>
      <CommunityGallery embedded />
    </Box>
  );
}
