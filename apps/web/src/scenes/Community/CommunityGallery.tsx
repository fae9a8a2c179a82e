import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Box, Button, EmptyState, Group, Pagination, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { mdiContentCopy, mdiTextBoxSearchOutline } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MAX_LIST_OFFSET } from '@mingle/shared';
import { GalleryPreview } from '../../components/gallery/GalleryPreview';
import { GallerySearch } from '../../components/gallery/GallerySearch';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { pageParam } from '../../lib/pageParam';
import { GRID_COLS } from '../Decks/DecksStates';
import { TemplateCardSkeleton } from '../Templates/TemplateCard';
import { CommunityDeckDocument, CommunityDecksDocument, CommunityTagsDocument, type CommunityCardFragment } from './community.generated';
import { CommunityCard } from './CommunityCard';
import { communityCopyLink, useCopyAction } from './useCopyAction';

/** Cards per page: six rows of four on a wide screen. */
export const COMMUNITY_PAGE_SIZE = 24;

type Sort = 'NEWEST' | 'MOST_COPIED';

/** How many pages `total` decks fill (at least one). */
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / COMMUNITY_PAGE_SIZE));

/** The gallery's state lives in the address (`?q= &tag= &sort=copied &page=`), so it can be shared and undone with Back. */
function useGalleryParams() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, COMMUNITY_PAGE_SIZE, MAX_LIST_OFFSET);
  const state = {
    search: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    sort: (params.get('sort') === 'copied' ? 'MOST_COPIED' : 'NEWEST') as Sort,
    page,
    copy: params.get('copy'),
  };
  /** Sets some parameters; any change but the page's goes back to page 1 (and replaces the entry). */
  const set = (changes: Partial<Record<'q' | 'tag' | 'sort' | 'page', string>>, replace = !('page' in changes)) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        next.delete('copy');
        return next;
      },
      { replace },
    );
  const linkTo = (changes: Partial<Record<'q' | 'tag' | 'sort', string>>) => {
    const next = new URLSearchParams();
    const merged = { q: state.search, tag: state.tag, sort: state.sort === 'MOST_COPIED' ? 'copied' : '', ...changes };
    for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
    const query = next.toString();
    return `?${query}`;
  };
  return { ...state, set, linkTo };
}

/** The tag chips: every deck, then the most used tags of published decks; the current one is marked. */
function TagChips({ current, linkTo }: { current: string; linkTo(changes: { tag: string }): string }) {
  const { data } = useQuery(CommunityTagsDocument, { fetchPolicy: 'cache-and-network' });
  const tags = data?.communityTags ?? [];
  if (tags.length === 0) return null;
  const chip = (tag: string, label: string) => (
    <Button
      key={tag || 'all'}
      component={Link}
      to={linkTo({ tag })}
      size="compact-sm"
      radius="xl"
      variant={current === tag ? 'filled' : 'default'}
      aria-current={current === tag ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <nav aria-label="Community tags">
      <Group gap={6} wrap="wrap">
        {chip('', 'All')}
        {tags.map((t) => chip(t.tag, t.tag))}
      </Group>
    </nav>
  );
}

/**
 * The community list's gallery (ADR 51): search, tags, newest or most copied, pages of cards,
 * a preview and "Make a copy". `/community-list` shows it in the app; `/embed/decks` in other
 * sites' iframes, where copying opens Mingle in a new tab.
 */
export function CommunityGallery({ embedded = false }: { embedded?: boolean }) {
  const g = useGalleryParams();
  const { data, previousData, error, loading, refetch } = useQuery(CommunityDecksDocument, {
    variables: {
      search: g.search || null,
      tag: g.tag || null,
      sort: g.sort,
      offset: (g.page - 1) * COMMUNITY_PAGE_SIZE,
      limit: COMMUNITY_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const { copy, busy, loggedIn } = useCopyAction();
  const [previewing, setPreviewing] = useState<CommunityCardFragment | null>(null);
  const [loadPreview, preview] = useLazyQuery(CommunityDeckDocument);

  // Back from signing up (or in) to copy a deck: copy it now, once.
  const started = useRef(false);
  useEffect(() => {
    if (!g.copy || !loggedIn || embedded || started.current) return;
    started.current = true;
    void copy({ id: g.copy, title: 'the deck' });
  }, [g.copy, loggedIn, embedded, copy]);

  const openPreview = (deck: CommunityCardFragment) => {
    setPreviewing(deck);
    void loadPreview({ variables: { id: deck.id } });
  };
  const shown = data ?? previousData;
  const page = shown?.communityDecks;
  const pages = page ? pagesOf(page.total) : 1;
  // A page past the end (decks were unpublished since, or an old link) would read "nothing
  // published yet": show the last page instead, in the same history entry. Only from a fresh
  // answer: the previous query's total may belong to another search.
  const lastPage = data ? pagesOf(data.communityDecks.total) : null;
  useEffect(() => {
    if (lastPage !== null && g.page > lastPage) g.set({ page: lastPage > 1 ? String(lastPage) : '' }, true);
  });
  const previewDeck = previewing && preview.data?.communityDeck.id === previewing.id ? preview.data.communityDeck : null;
  const filtered = !!(g.search || g.tag);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Box style={{ flex: '1 1 260px', maxWidth: 420 }}>
            <GallerySearch value={g.search} label="Search community decks" onSearch={(q) => g.set({ q })} />
          </Box>
          <SegmentedControl
            aria-label="Order"
            value={g.sort}
            onChange={(value) => g.set({ sort: value === 'MOST_COPIED' ? 'copied' : '' })}
            data={[
              { value: 'NEWEST', label: 'Newest' },
              { value: 'MOST_COPIED', label: 'Most copied' },
            ]}
          />
        </Group>
        <TagChips current={g.tag} linkTo={g.linkTo} />
      </Stack>

      {error && !shown ? (
        <LoadErrorAlert
          title="The community decks could not be loaded"
          message={describeDataError(error).message}
          onRetry={() => void refetch()}
        />
      ) : !page || (page.items.length === 0 && page.total > 0) ? (
        <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <TemplateCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : page.items.length === 0 ? (
        <EmptyState
          py={{ base: 'xl', sm: 64 }}
          variant="light"
          icon={<Icon path={mdiTextBoxSearchOutline} size={32} />}
          title={filtered ? 'No community decks match' : 'Nothing published yet'}
          description={
            filtered
              ? `Nothing${g.tag ? ` tagged ${g.tag}` : ''}${g.search ? ` matches “${g.search}”` : ''}. Try other words, or look at every deck.`
              : 'When hosts publish their decks, they appear here for everyone to preview and copy. Publish one of yours from its deck page.'
          }
        >
          <EmptyState.Actions>
            {filtered ? (
              <Button component={Link} to={embedded ? '/embed/decks' : '/community-list'} variant="default">
                Show every deck
              </Button>
            ) : (
              !embedded && (
                <Button component={Link} to="/templates" variant="default">
                  Browse templates
                </Button>
              )
            )}
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" aria-busy={loading}>
            {page.total === 1 ? '1 deck' : `${page.total} decks`}
            {pages > 1 ? ` · page ${g.page} of ${pages}` : ''}
          </Text>
          <SimpleGrid cols={GRID_COLS} spacing="lg" verticalSpacing="lg">
            {page.items.map((deck) => (
              <CommunityCard
                key={deck.id}
                deck={deck}
                tagLink={(tag) => g.linkTo({ tag })}
                onPreview={() => openPreview(deck)}
                onCopy={() => void copy(deck)}
                busy={busy === deck.id}
                embedded={embedded}
              />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={Math.min(g.page, pages)}
                onChange={(n) => g.set({ page: n > 1 ? String(n) : '' })}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : undefined,
                })}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            </Group>
          )}
        </>
      )}
      <GalleryPreview
        deck={previewDeck}
        loading={previewing !== null && preview.loading}
        error={previewing && preview.error ? describeDataError(preview.error).message : undefined}
        kind="Community deck"
        onClose={() => setPreviewing(null)}
        action={
          previewing &&
          (embedded ? (
            <Button component="a" href={communityCopyLink(previewing.id)} target="_blank" rel="noopener">
              Make a copy in Mingle
            </Button>
          ) : (
            <Button
              onClick={() => void copy(previewing)}
              loading={busy === previewing.id}
              leftSection={<Icon path={mdiContentCopy} size={18} />}
            >
              Make a copy
            </Button>
          ))
        }
      />
    </Stack>
  );
}
