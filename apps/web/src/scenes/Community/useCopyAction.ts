import { useMakeDeck, type MakeDeckSpec } from '../../hooks/useMakeDeck';
import { CopyCommunityDeckDocument } from './community.generated';

/** The community list's address that copies deck `id` once its visitor is signed in. */
export const communityCopyLink = (id: string) => `/community-list?copy=${encodeURIComponent(id)}`;

type CommunityDeck = { id: string; title: string };

// Module-level, so the hook's callback keeps its identity from render to render.
const copyDeck: MakeDeckSpec<CommunityDeck> = {
  keyOf: (d) => d.id,
  returnLink: (d) => communityCopyLink(d.id),
  make: async (client, d) =>
    (await client.mutate({ mutation: CopyCommunityDeckDocument, variables: { id: d.id } })).data?.copyCommunityDeck,
  failure: (d) => `Could not copy “${d.title}”`,
};

/** "Make a copy": the community deck copied into my decks, opened in the editor (`useMakeDeck`). */
export function useCopyAction() {
  const { run, busy, loggedIn } = useMakeDeck(copyDeck);
  return { copy: run, busy, loggedIn };
}
