import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CommunityGallery } from './CommunityGallery';

/** `/community-list`: decks hosts chose to publish, for everyone to preview and copy (ADR 51). */
export default function Community() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
          Community
        </Title>
        <Text c="dimmed" mt={4}>
          Decks other hosts published for everyone. Preview any of them, then make a copy to edit and host. Publish one of yours from its{' '}
          <Anchor component={Link} to="/decks" underline="always">
            deck page
          </Anchor>
          .
        </Text>
      </div>
      <CommunityGallery />
    </Stack>
  );
}
