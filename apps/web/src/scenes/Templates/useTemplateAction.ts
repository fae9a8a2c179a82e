import { useMakeDeck, type MakeDeckSpec } from '../../hooks/useMakeDeck';
import { UseTemplateDocument } from './templates.generated';

/** The gallery's address that makes a deck of `slug` once its visitor is signed in. */
export const galleryUseLink = (slug: string) => `/templates?use=${encodeURIComponent(slug)}`;

type Template = { slug: string; title: string };

// Module-level, so the hook's callback keeps its identity from render to render.
const useTemplate: MakeDeckSpec<Template> = {
  keyOf: (t) => t.slug,
  returnLink: (t) => galleryUseLink(t.slug),
  make: async (client, t) => (await client.mutate({ mutation: UseTemplateDocument, variables: { slug: t.slug } })).data?.useTemplate,
  failure: (t) => `Could not use “${t.title}”`,
};

/** "Use this template": a deck of it in my decks, opened in the editor (`useMakeDeck`). */
export function useTemplateAction() {
  const { run, busy, loggedIn } = useMakeDeck(useTemplate);
  return { use: run, busy, loggedIn };
}
