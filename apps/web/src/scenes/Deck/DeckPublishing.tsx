import { useApolloClient } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mdiAccountGroupOutline, mdiEarth, mdiEyeOffOutline } from '@mdi/js';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { RelativeTime } from '../../components/RelativeTime';
import type { DeckDetail } from '../../graphql/decks';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import { copiesLabel } from '../Community/CommunityCard';
import { PublishDeckDocument } from '../Community/community.generated';

/** Why the deck cannot be published yet, in the order a host would fix it; null when it can. */
export function publishBlocker(deck: Pick<DeckDetail, 'slideCount' | 'problems' | 'description'>): string | null {
  if (deck.slideCount === 0) return 'Add slides first: an empty deck helps nobody.';
  if (deck.problems.length > 0) return 'Fix the problems above first: others must be able to host a published deck as it is.';
  if (!deck.description.trim()) return 'Add a description first (Edit › Deck settings): the list shows it to say what the deck is for.';
  return null;
}

/**
 * What the owner of a deck an admin took off the community list sees instead of Publish (ADR 59):
 * when, why in general (a report; the report itself is the admins'), that it stays off until an
 * admin allows it, and where to ask.
 */
function TakenDown({ takenDownAt }: { takenDownAt: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="community-title">
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={2} fz={20} id="community-title">
            Community
          </Title>
          <Badge color="red" variant="light" leftSection={<Icon path={mdiEyeOffOutline} size={14} />}>
            Taken down
          </Badge>
        </Group>
        <Text size="sm">
          An admin took this deck (or the deck it was copied from) off the community list <RelativeTime value={takenDownAt} />, after a
          report. It cannot be published until an admin allows it again; copies you make of it stay off the list too. You can still edit it
          and host it.
        </Text>
        <Text size="sm" c="dimmed">
          Think it was a mistake?{' '}
          <Anchor component={Link} to="/report" underline="always">
            Tell us on the Report a problem page
          </Anchor>
          , with the deck’s title.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The deck page's Community panel (ADR 51): publish the deck to the community list, see how
 * often it was copied, take it off. Publishing is asked first: it shows the whole deck,
 * answers and notes included, with the owner's name, to anyone.
 */
export function DeckPublishing({ deck }: { deck: DeckDetail }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const published = deck.visibility === 'PUBLIC' && !!deck.publishedAt;
  const blocker = publishBlocker(deck);

  const setPublished = async (next: boolean) => {
    setBusy(true);
    try {
      await client.mutate({ mutation: PublishDeckDocument, variables: { id: deck.id, published: next } });
      notify.toast(next ? `“${deck.title}” is on the community list` : `“${deck.title}” is no longer on the community list`);
    } catch (error) {
      const info = describeDataError(error);
      notify.snackbar(`Could not ${next ? 'publish' : 'unpublish'} “${deck.title}”: ${info.message}`, 'red');
      // Taken down while this page was open: read the deck again, so the panel says so.
      if (info.reason === 'DECK_TAKEN_DOWN') void client.refetchQueries({ include: 'active' });
    } finally {
      setBusy(false);
    }
  };
  const confirmPublish = () =>
    modals.openConfirmModal({
      title: 'Publish to the community list?',
      children: (
        <Stack gap="xs">
          <Text size="sm">Anyone, signed in or not, will be able to:</Text>
          <List size="sm" spacing={4}>
            <List.Item>see the whole deck, correct answers and host notes included, and play it through in a preview;</List.Item>
            <List.Item>make their own copy of it;</List.Item>
            <List.Item>see your name as its author.</List.Item>
          </List>
          <Text size="sm">
            The list shows the deck as you last saved it. You can unpublish at any time; copies already made stay with their owners.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Publish', cancel: 'Cancel' },
      onConfirm: () => void setPublished(true),
    });
  const confirmUnpublish = () =>
    modals.openConfirmModal({
      title: 'Take it off the community list?',
      children: <Text size="sm">Nobody will find or copy it any more. Copies already made stay with their owners.</Text>,
      labels: { confirm: 'Unpublish', cancel: 'Keep it published' },
      confirmProps: { color: 'red' },
      onConfirm: () => void setPublished(false),
    });

  if (!deck.can.publish) return null;
  if (deck.takenDownAt) return <TakenDown takenDownAt={deck.takenDownAt} />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="community-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <Title order={2} fz={20} id="community-title">
              Community
            </Title>
            {published ? (
              <Badge color="teal" variant="light" leftSection={<Icon path={mdiEarth} size={14} />}>
                Published
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Private
              </Badge>
            )}
          </Group>
          {published ? (
            <Text size="sm" c="dimmed">
              On the{' '}
              <Anchor component={Link} to={`/community-list?q=${encodeURIComponent(deck.title)}`} underline="always">
                community list
              </Anchor>{' '}
              since <RelativeTime value={deck.publishedAt!} /> · {copiesLabel(deck.copyCount)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Share this deck with every Mingle host: published decks can be previewed and copied by anyone on the{' '}
              <Anchor component={Link} to="/community-list" underline="always">
                community list
              </Anchor>
              .
            </Text>
          )}
          {!published && blocker && (
            <Text size="sm" fw={600} id="publish-blocker">
              {blocker}
            </Text>
          )}
        </Stack>
        {published ? (
          <Button variant="default" color="red" onClick={confirmUnpublish} loading={busy}>
            Unpublish
          </Button>
        ) : (
          <Button
            onClick={confirmPublish}
            loading={busy}
            disabled={blocker !== null}
            aria-describedby={blocker ? 'publish-blocker' : undefined}
            leftSection={<Icon path={mdiAccountGroupOutline} size={18} />}
          >
            Publish to community
          </Button>
        )}
      </Group>
    </Paper>
  );
}
