import { Alert, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import {
  mdiArrowLeft,
  mdiChevronDown,
  mdiContentCopy,
  mdiDownload,
  mdiEyeOutline,
  mdiPencilOutline,
  mdiPresentationPlay,
  mdiPrinterOutline,
  mdiRefresh,
  mdiTrashCanOutline,
} from '@mdi/js';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { RelativeTime } from '../../components/RelativeTime';
import { DeckThumb } from '../../components/SlideThumb';
import { describeDataError } from '../../graphql/errors';
import { DeckDocument, type DeckDetail } from '../../graphql/decks';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notFound } from '../../router/errors';
import { slideCountLabel } from '../Decks/DeckCard';
import { useDeckActions } from '../Decks/useDeckActions';
import { DeckEvents, useDeckEvents } from './DeckEvents';
import { DeckProblems } from './DeckProblems';
import { DeckPublishing } from './DeckPublishing';
import { SlideGrid } from './SlideGrid';
import classes from './Deck.module.css';

function Actions({ deck }: { deck: DeckDetail }) {
  const actions = useDeckActions();
  const navigate = useNavigate();
  const moreButton = useRef<HTMLButtonElement>(null);
  return (
    <Stack gap="sm" align="stretch" w={{ base: '100%', sm: 300 }}>
      {/* The same picture as the deck's card in /decks, so the two are recognisably one deck. */}
      {deck.coverImage && <DeckThumb coverImage={deck.coverImage} />}
      {deck.can.host && (
        <Button component={Link} to={`/host/${deck.id}`} size="lg" leftSection={<Icon path={mdiPresentationPlay} size={22} />}>
          Host live
        </Button>
      )}
      <Group gap="xs" grow wrap="nowrap">
        {deck.can.edit && (
          <Button component={Link} to={`/edit/${deck.id}`} variant="light" leftSection={<Icon path={mdiPencilOutline} size={18} />}>
            Edit
          </Button>
        )}
        <Button component={Link} to={`/preview/${deck.id}`} variant="default" leftSection={<Icon path={mdiEyeOutline} size={18} />}>
          Preview
        </Button>
      </Group>
      <Group gap="xs" grow wrap="nowrap">
        <Button component={Link} to={`/print/${deck.id}`} variant="default" leftSection={<Icon path={mdiPrinterOutline} size={18} />}>
          Print
        </Button>
        <Menu position="bottom-end" shadow="md" width={200}>
          <Menu.Target>
            <Button ref={moreButton} variant="default" rightSection={<Icon path={mdiChevronDown} size={18} />}>
              More
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {deck.can.export && (
              <Menu.Item leftSection={<Icon path={mdiDownload} size={18} />} onClick={() => void actions.exportDeck(deck)}>
                Export
              </Menu.Item>
            )}
            {deck.can.duplicate && (
              <Menu.Item
                leftSection={<Icon path={mdiContentCopy} size={18} />}
                onClick={() => void actions.duplicate(deck).then((id) => id && navigate(`/deck/${id}`))}
              >
                Duplicate
              </Menu.Item>
            )}
            {deck.can.delete && (
              <>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<Icon path={mdiTrashCanOutline} size={18} />}
                  onClick={() =>
                    actions.confirmDelete(deck, { afterDelete: () => void navigate('/decks'), returnFocusTo: moreButton.current })
                  }
                >
                  Delete
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Stack>
  );
}

function DeckSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading the deck">
      <Skeleton height={36} width="50%" />
      <Skeleton height={16} width="70%" />
      <Group gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={120} style={{ flex: '1 1 200px' }} radius="md" />
        ))}
      </Group>
    </Stack>
  );
}

/** `/deck/{id}`: one deck at a glance, what is left to finish, the way to host it and how its events went. */
export default function Deck() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(DeckDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const deck = data?.deck;
  const events = useDeckEvents(id);
  useDocumentTitle(deck?.title);

  if (error && !deck) {
    const { code, message } = describeDataError(error);
    // Missing, deleted or someone else's: the app's 404 page, which says nothing of which.
    if (code === 'NOT_FOUND') throw notFound();
    return (
      <Alert color="red" variant="light" radius="lg" title="This deck could not be loaded" role="alert">
        {message}
        <Group mt="md">
          <Button variant="white" color="red" leftSection={<Icon path={mdiRefresh} size={18} />} onClick={() => void refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!deck) return <DeckSkeleton />;

  return (
    <Stack gap="xl">
      <div>
        <Button
          component={Link}
          to="/decks"
          variant="subtle"
          size="compact-sm"
          ml={-8}
          mb="sm"
          leftSection={<Icon path={mdiArrowLeft} size={16} />}
        >
          Decks
        </Button>
        <div className={classes.hero}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}>
              {deck.title}
            </Title>
            {deck.description && (
              <Text c="dimmed" size="lg" style={{ whiteSpace: 'pre-line' }}>
                {deck.description}
              </Text>
            )}
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {slideCountLabel(deck.slideCount)} · <RelativeTime value={deck.updatedAt} prefix="Updated " />
              </Text>
              {deck.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray" radius="sm" tt="none" fw={500}>
                  {tag}
                </Badge>
              ))}
            </Group>
            <DeckProblems deckId={deck.id} problems={deck.problems} slides={deck.slides} />
          </Stack>
          <Actions deck={deck} />
        </div>
      </div>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="slides-title">
        <Group justify="space-between" mb="lg">
          <Title order={2} fz={20} id="slides-title">
            Slides
          </Title>
          <Button component={Link} to={`/edit/${deck.id}`} variant="subtle" leftSection={<Icon path={mdiPencilOutline} size={18} />}>
            Edit slides
          </Button>
        </Group>
        {deck.slides.length ? (
          <SlideGrid deckId={deck.id} slides={deck.slides} />
        ) : (
          <Text c="dimmed">
            No slides yet. <Link to={`/edit/${deck.id}`}>Open the editor</Link> to add the first one.
          </Text>
        )}
      </Paper>

      <DeckEvents deckId={deck.id} events={events} />
      <DeckPublishing deck={deck} />
    </Stack>
  );
}
