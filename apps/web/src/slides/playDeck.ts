import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { slideSchema, type Slide } from '@mingle/shared';
import { describeDataError } from '../graphql/errors';
import { PlayDeckDocument } from './playDeck.generated';

export interface ParsedSlides {
  slides: Slide[];
  /** Slides that do not pass the format's schema, by position; they are skipped, not guessed at. */
  unreadable: { index: number; message: string }[];
}

/**
 * The server stores valid slides, but the web parses them again with the shared schema: it
 * fills defaults (ids, time limits) and keeps a slide saved by a newer version from
 * breaking the page.
 */
export function parseSlides(raw: readonly unknown[]): ParsedSlides {
  const out: ParsedSlides = { slides: [], unreadable: [] };
  raw.forEach((value, index) => {
    const parsed = slideSchema.safeParse(value);
    if (parsed.success) out.slides.push(parsed.data);
    else out.unreadable.push({ index, message: parsed.error.issues.map((i) => `${i.path.join('.') || 'slide'}: ${i.message}`).join('; ') });
  });
  return out;
}

export type PlayDeckState =
  | { status: 'loading'; retry(): void }
  | { status: 'not-found' }
  | { status: 'error'; message: string; retry(): void }
  | { status: 'ready'; deck: { id: string; title: string; revision: number } & ParsedSlides };

/** Loads a deck for the preview or the printout, with its slides parsed. */
export function usePlayDeck(id: string): PlayDeckState {
  const client = useApolloClient();
  const { data, error } = useQuery(PlayDeckDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // A fresh request even while the first is still pending: a socket that dropped the first
  // one leaves it pending for ever, and refetch() would only join it. Its result lands in the
  // cache, which the query above reads; its failure (not found, say) is kept here, since the
  // query above never sees it.
  const [retryError, setRetryError] = useState<unknown>(null);
  const askAgain = () => {
    setRetryError(null);
    client
      .query({ query: PlayDeckDocument, variables: { id }, fetchPolicy: 'network-only', context: { queryDeduplication: false } })
      .catch(setRetryError);
  };
  const raw = data?.deck?.slides;
  // Parsed once per fetched list, so the views below keep stable slide objects.
  const parsed = useMemo(() => parseSlides(raw ?? []), [raw]);
  if (data?.deck) return { status: 'ready', deck: { id: data.deck.id, title: data.deck.title, revision: data.deck.revision, ...parsed } };
  const failure = error ?? retryError;
  if (failure) {
    const { code, message } = describeDataError(failure);
    if (code === 'NOT_FOUND') return { status: 'not-found' };
    return { status: 'error', message, retry: askAgain };
  }
  return { status: 'loading', retry: askAgain };
}
