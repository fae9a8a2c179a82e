import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScene } from '../Analytics/testing';
import { CommunityDecksDocument, CommunityTagsDocument } from './community.generated';
import { COMMUNITY_PAGE_SIZE, CommunityGallery } from './CommunityGallery';

afterEach(cleanup);

const TOTAL = COMMUNITY_PAGE_SIZE + 2;

const deck = (n: number) => ({
  __typename: 'CommunityDeck',
  id: `d${n}`,
  title: `Community deck ${n}`,
  description: null,
  tags: [],
  author: 'Olga',
  publishedAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
  copyCount: 0,
  slideCount: 3,
  firstSlide: null,
});

/** The server's page at `offset` of TOTAL published decks, newest first. */
const page = (offset: number) => ({
  request: {
    query: CommunityDecksDocument,
    variables: { search: null, tag: null, sort: 'NEWEST', offset, limit: COMMUNITY_PAGE_SIZE },
  },
  result: {
    data: {
      communityDecks: {
        __typename: 'CommunityDeckPage',
        total: TOTAL,
        items: Array.from({ length: Math.max(0, Math.min(COMMUNITY_PAGE_SIZE, TOTAL - offset)) }, (_, i) => deck(offset + i + 1)),
      },
    },
  },
});

const tags = { request: { query: CommunityTagsDocument }, result: { data: { communityTags: [] } } };

describe('the community gallery, past its last page', () => {
  it('an old link to a page past the end shows the last page, never "Nothing published yet"', async () => {
    const { router } = renderScene(CommunityGallery, '/community-list', '/community-list?page=7', [
      page(6 * COMMUNITY_PAGE_SIZE),
      page(COMMUNITY_PAGE_SIZE),
      tags,
    ]);
    // Two answers and a navigation before the cards: 0.5 s alone, over the 5 s default once
    // under a full run's load (fresh-clone-check of ce5af70), so this wait is longer.
    expect(await screen.findByText(`Community deck ${TOTAL}`, undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(`${TOTAL} decks · page 2 of 2`)).toBeTruthy();
    expect(screen.queryByText('Nothing published yet')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // The correction replaced the stale entry rather than adding one that Back returns to.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
