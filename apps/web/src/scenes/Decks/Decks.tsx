import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { mdiArrowLeft, mdiPlus, mdiTrashCanOutline } from '@mdi/js';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { DeckTagsDocument, DecksDocument } from '../../graphql/decks';
import { DeckCard, DeletedDeckCard } from './DeckCard';
import { DecksToolbar } from './DecksToolbar';
import { DeckGrid, DecksError, DecksLoading, NoDecks, NoMatches, NothingDeleted } from './DecksStates';
import { ImportDeckButton } from './importDeck';
import { decksVariables, isFiltered, listStateParams, PAGE_SIZE, pageCount, parseListState, withChange, type ListState } from './listState';
import { useDeckActions } from './useDeckActions';

/** `/decks`: my decks, searchable and sortable, with Recently deleted one click away. */
export default function Decks() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const variables = useMemo(() => decksVariables(state), [state]);
  const actions = useDeckActions();
  const deleted = state.view === 'deleted';

  // cache-and-network: coming back to the list shows what was there at once, then refreshes.
  const decks = useQuery(DecksDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const tags = useQuery(DeckTagsDocument, { fetchPolicy: 'cache-and-network', skip: deleted });

  const setState = useCallback(
    (next: ListState) => {
      // Typing and paging replace the entry; switching views is worth a back-button step.
      setParams(listStateParams(next), { replace: next.view === state.view });
    },
    [setParams, state.view],
  );

  const page = decks.data?.decks ?? decks.previousData?.decks;
  const total = page?.total ?? 0;

  let body;
  if (decks.error && !page) {
    body = <DecksError message={describeDataError(decks.error).message} onRetry={() => void decks.refetch()} />;
  } else if (!page) {
    body = <DecksLoading />;
  } else if (page.items.length === 0 && state.page > 1 && total > 0) {
    // A stale page number (decks were deleted): the last page that exists.
    body = (
      <Group>
        <Button variant="light" onClick={() => setState({ ...state, page: pageCount(total) })}>
          Go to the last page
        </Button>
      </Group>
    );
  } else if (page.items.length === 0) {
    body = deleted ? (
      <NothingDeleted />
    ) : isFiltered(state) ? (
      <NoMatches onClear={() => setState(withChange(state, { search: '', tags: [] }))} />
    ) : (
      <NoDecks />
    );
  } else {
    const Card = deleted ? DeletedDeckCard : DeckCard;
    body = (
      <DeckGrid busy={decks.loading}>
        {page.items.map((deck) => (
          <Card key={deck.id} deck={deck} actions={actions} />
        ))}
      </DeckGrid>
    );
  }

  const first = (state.page - 1) * PAGE_SIZE + 1;
  const showToolbar = !deleted && (total > 0 || isFiltered(state));

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          {deleted && (
            <Button
              component={Link}
              to="/decks"
              variant="subtle"
              size="compact-sm"
              ml={-8}
              mb={6}
              leftSection={<Icon path={mdiArrowLeft} size={16} />}
            >
              All decks
            </Button>
          )}
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
            {deleted ? 'Recently deleted' : 'Decks'}
          </Title>
          <Text c="dimmed" mt={4}>
            {deleted
              ? 'Deleted decks can be restored for 30 days, then they are removed for good.'
              : 'Build a deck once, host it as often as you like.'}
          </Text>
        </div>
        {!deleted && (
          <Group gap="sm">
            <ImportDeckButton />
            <Button component={Link} to="/deck" leftSection={<Icon path={mdiPlus} size={18} />}>
              New deck
            </Button>
          </Group>
        )}
      </Group>

      {showToolbar && <DecksToolbar state={state} tags={tags.data?.deckTags ?? []} onChange={setState} />}

      <section aria-label={deleted ? 'Recently deleted decks' : 'Your decks'}>{body}</section>

      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total > PAGE_SIZE && page?.items.length
            ? `${first}–${first + page.items.length - 1} of ${total}`
            : total > 0
              ? total === 1
                ? '1 deck'
                : `${total} decks`
              : ''}
        </Text>
        {total > PAGE_SIZE && (
          <Pagination
            total={pageCount(total)}
            value={state.page}
            onChange={(p) => setState({ ...state, page: p })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
        {!deleted && (
          <Button
            component={Link}
            to="/decks?view=deleted"
            variant="subtle"
            color="gray"
            leftSection={<Icon path={mdiTrashCanOutline} size={18} />}
          >
            Recently deleted
          </Button>
        )}
      </Group>
    </Stack>
  );
}
