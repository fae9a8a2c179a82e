import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { DecksDocument } from '../../graphql/decks';
import { describeDataError } from '../../graphql/errors';
import { useT } from '../../i18n';
import { SlideThumbnail } from '../../slides/SlideThumbnail';

/** `/host` without a deck: which of my decks to run live. */
export function DeckPicker() {
  const { data, loading, error } = useQuery(DecksDocument, {
    variables: { sort: 'UPDATED_DESC', limit: 60 },
    fetchPolicy: 'cache-and-network',
  });
  const decks = data?.decks.items ?? [];
  const t = useT();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('host.picker.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('host.picker.intro')}
        </Text>
      </div>
      {error && (
        <Alert color="red" role="alert">
          {describeDataError(error).message}
        </Alert>
      )}
      {loading && !decks.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : decks.length === 0 ? (
        <Stack align="flex-start">
          <Text size="lg">{t('host.picker.none')}</Text>
          <Button component={Link} to="/deck">
            {t('host.picker.create')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {decks.map((deck) => (
            <Card key={deck.id} withBorder radius="md" padding="md">
              <Card.Section>
                {deck.slides[0] ? <SlideThumbnail slide={deck.slides[0]} /> : <Skeleton h={160} animate={false} />}
              </Card.Section>
              <Stack gap={4} mt="sm">
                <Text fw={700} lineClamp={1}>
                  {deck.title || t('host.picker.untitled')}
                </Text>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('host.picker.slides', { count: deck.slideCount })}
                  </Text>
                  <Button
                    component={Link}
                    to={`/host/${deck.id}`}
                    size="sm"
                    leftSection={<Icon path={mdiPresentationPlay} size={18} />}
                    aria-label={t('host.picker.hostDeck', { title: deck.title || t('host.picker.untitled') })}
                  >
                    {t('host.picker.host')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
