import { ActionIcon, Badge, Button, Card, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import {
  mdiContentCopy,
  mdiDotsVertical,
  mdiDownload,
  mdiPencilOutline,
  mdiPresentationPlay,
  mdiRestore,
  mdiTrashCanOutline,
} from '@mdi/js';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { RelativeTime } from '../../components/RelativeTime';
import { DeckThumb } from '../../components/SlideThumb';
import type { DeckSummary } from '../../graphql/decks';
import type { useDeckActions } from './useDeckActions';
import classes from './DeckCard.module.css';

type Actions = ReturnType<typeof useDeckActions>;

const MAX_TAGS = 3;

export function slideCountLabel(count: number): string {
  return count === 1 ? '1 slide' : `${count} slides`;
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, MAX_TAGS);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((tag) => (
        <Badge key={tag} variant="light" color="gray" radius="sm" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
      {tags.length > MAX_TAGS && (
        <Badge variant="transparent" color="gray" radius="sm" tt="none" fw={500} px={2}>
          +{tags.length - MAX_TAGS}
        </Badge>
      )}
    </Group>
  );
}

/** One deck in the grid: the whole card opens it; the menu holds everything else. */
export function DeckCard({ deck, actions }: { deck: DeckSummary; actions: Actions }) {
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article" aria-label={deck.title}>
      <Card.Section inheritPadding pt="md" className={classes.thumbWrap}>
        <DeckThumb coverImage={deck.coverImage} firstSlide={deck.slides[0]} />
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Link to={`/deck/${deck.id}`} className={classes.titleLink}>
            <Text fw={700} className={classes.title}>
              {deck.title}
            </Text>
          </Link>
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon
                ref={menuButton}
                variant="subtle"
                color="gray"
                className={classes.menu}
                aria-label={`More for ${deck.title}`}
                mr={-6}
                mt={-2}
              >
                <Icon path={mdiDotsVertical} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {deck.can.edit && (
                <Menu.Item component={Link} to={`/edit/${deck.id}`} leftSection={<Icon path={mdiPencilOutline} size={18} />}>
                  Edit
                </Menu.Item>
              )}
              {deck.can.host && (
                <Menu.Item component={Link} to={`/host/${deck.id}`} leftSection={<Icon path={mdiPresentationPlay} size={18} />}>
                  Host live
                </Menu.Item>
              )}
              {deck.can.duplicate && (
                <Menu.Item onClick={() => void actions.duplicate(deck)} leftSection={<Icon path={mdiContentCopy} size={18} />}>
                  Duplicate
                </Menu.Item>
              )}
              {deck.can.export && (
                <Menu.Item onClick={() => void actions.exportDeck(deck)} leftSection={<Icon path={mdiDownload} size={18} />}>
                  Export
                </Menu.Item>
              )}
              {deck.can.delete && (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    onClick={() => actions.confirmDelete(deck, { returnFocusTo: menuButton.current })}
                    leftSection={<Icon path={mdiTrashCanOutline} size={18} />}
                  >
                    Delete
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" c="dimmed">
          {slideCountLabel(deck.slideCount)} · <RelativeTime value={deck.updatedAt} prefix="Updated " />
        </Text>
        <Tags tags={deck.tags} />
      </Stack>
    </Card>
  );
}

/** A deck in Recently deleted: what it was, when it goes for good, and Restore. */
export function DeletedDeckCard({ deck, actions }: { deck: DeckSummary; actions: Actions }) {
  return (
    <Card withBorder radius="lg" padding="md" className={`${classes.card} ${classes.deleted}`} component="article" aria-label={deck.title}>
      <Card.Section inheritPadding pt="md" className={classes.thumbWrap}>
        <DeckThumb coverImage={deck.coverImage} firstSlide={deck.slides[0]} />
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={700} className={classes.title}>
          {deck.title}
        </Text>
        <Text size="sm" c="dimmed">
          {slideCountLabel(deck.slideCount)}
          {deck.deletedAt && (
            <>
              {' · '}
              <RelativeTime value={deck.deletedAt} prefix="Deleted " />
            </>
          )}
        </Text>
        {deck.purgeAt && (
          <Text size="xs" c="dimmed">
            Restorable until{' '}
            <time dateTime={deck.purgeAt}>{new Date(deck.purgeAt).toLocaleDateString(undefined, { day: 'numeric', month: 'long' })}</time>
          </Text>
        )}
      </Stack>
      {deck.can.restore && (
        <Button
          mt="md"
          variant="light"
          fullWidth
          leftSection={<Icon path={mdiRestore} size={18} />}
          onClick={() => void actions.restore(deck)}
        >
          Restore
        </Button>
      )}
    </Card>
  );
}

export function DeckCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden="true">
      <Card.Section inheritPadding pt="md">
        <Skeleton radius="md" style={{ aspectRatio: '16 / 9' }} />
      </Card.Section>
      <Skeleton height={18} mt="md" width="70%" />
      <Skeleton height={12} mt="sm" width="50%" />
      <Group gap={4} mt="sm">
        <Skeleton height={18} width={48} />
        <Skeleton height={18} width={60} />
      </Group>
    </Card>
  );
}
