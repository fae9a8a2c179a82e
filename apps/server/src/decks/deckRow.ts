import {
  deckProblems,
  DECK_FORMAT_VERSION,
  isEventLanguage,
  type Deck,
  type DeckProblem,
  type EventLanguage,
  type Slide,
} from '@mingle/shared';
import type { decks } from '../db/schema';

export type DeckRow = typeof decks.$inferSelect;

/** Deleted decks can be restored for this long, then they are purged. */
export const RESTORE_WINDOW_MS = 30 * 24 * 3600_000;

/** The deck's language; a value this version does not ship reads as none. */
export const languageOf = (row: Pick<DeckRow, 'language'>): EventLanguage | null => (isEventLanguage(row.language) ? row.language : null);

/** The deck as deck format v1, the shape of exports and of the editor's saves. */
export function toDocument(row: DeckRow): Deck {
  return {
    version: DECK_FORMAT_VERSION,
    title: row.title,
    description: row.description,
    tags: row.tags,
    language: languageOf(row),
    slides: row.slides as Slide[],
  };
}

export interface DeckView {
  id: string;
  /** Not in the schema: what `Deck.can` is computed from. */
  ownerId: string;
  title: string;
  description: string;
  tags: string[];
  language: EventLanguage | null;
  coverImage: string | null;
  visibility: 'PRIVATE' | 'TEAM' | 'PUBLIC';
  slides: Slide[];
  slideCount: number;
  revision: number;
  problems: DeckProblem[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  purgeAt: string | null;
  /** On the community list since then (ADR 51); null when not published. */
  publishedAt: string | null;
  /** When an admin took it off the community list after a report (ADR 59); null otherwise. */
  takenDownAt: string | null;
  copyCount: number;
}

export function toDeckView(row: DeckRow): DeckView {
  const slides = row.slides as Slide[];
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    language: languageOf(row),
    coverImage: row.coverImage,
    visibility: row.visibility.toUpperCase() as DeckView['visibility'],
    slides,
    slideCount: slides.length,
    revision: row.revision,
    problems: deckProblems({ slides }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgeAt: row.deletedAt ? new Date(row.deletedAt.getTime() + RESTORE_WINDOW_MS).toISOString() : null,
    publishedAt: row.visibility === 'public' ? (row.publishedAt?.toISOString() ?? null) : null,
    takenDownAt: row.takenDownAt?.toISOString() ?? null,
    copyCount: row.copyCount,
  };
}
