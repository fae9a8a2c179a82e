import { WHOSAID_MIN_AUTHORS, type WhoSaidPerson } from './quotePick';

/*
 * A who-said-it round's play (SPEC R20, ADR 36) and what phones may see of it. No zod here:
 * the phone app (ADR 24) reads these without loading the deck schemas.
 */

/**
 * What the server decides for a round (SPEC R20.2–R20.4): the quote, its author and the
 * names to choose from; or, when the source question has too few answers, that no round can
 * be played and why. The host gets it whole; phones get `publicWhoSaidPlay`.
 */
export type WhoSaidPlay =
  { quote: string; author: WhoSaidPerson; candidates: WhoSaidPerson[] } | { quote: null; authors: number; needed: number };

/** What phones and big screens get of the play: never the author before the reveal (R20.5). */
export type PublicWhoSaidPlay =
  { quote: string; candidates: WhoSaidPerson[]; author?: WhoSaidPerson } | { quote: null; authors: number; needed: number };

/** The round's results: votes per name, the author marked (sent to phones from the reveal only, R6.5). */
export interface WhoSaidResults {
  kind: 'whosaid';
  total: number;
  quote: string | null;
  candidates: { participantId: string; nickname: string; votes: number; author: boolean }[];
  /** Who named the author, fastest first: the first `WHOSAID_NAMED_RIGHT` nicknames (R16.5); live events only. */
  guessedRight: string[];
}

/** How many of those who guessed right the results name; the others are counted in the author's votes. */
export const WHOSAID_NAMED_RIGHT = 12;

/** A play shaped as a round with a quote, else null (a stored play of another shape counts as none). */
export function quoteOf(play: unknown): Extract<WhoSaidPlay, { quote: string }> | null {
  if (!play || typeof play !== 'object') return null;
  const p = play as Partial<Extract<WhoSaidPlay, { quote: string }>>;
  return typeof p.quote === 'string' && p.author && Array.isArray(p.candidates) ? (p as Extract<WhoSaidPlay, { quote: string }>) : null;
}

/** R20.5: the play as phones and big screens may see it. */
export function publicWhoSaidPlay(play: unknown, revealed: boolean): PublicWhoSaidPlay | null {
  const q = quoteOf(play);
  if (q) return { quote: q.quote, candidates: q.candidates, ...(revealed ? { author: q.author } : {}) };
  if (play && typeof play === 'object' && (play as { quote?: unknown }).quote === null) {
    const p = play as { authors?: number; needed?: number };
    return { quote: null, authors: p.authors ?? 0, needed: p.needed ?? WHOSAID_MIN_AUTHORS };
  }
  return null;
}

/**
 * What previews show in place of a round the server decides (ADR 36: labelled as simulated).
 * Sample names, never real ones.
 */
export const SAMPLE_WHOSAID_PLAY: Extract<WhoSaidPlay, { quote: string }> = {
  quote: 'I once missed a flight because I was reading the departures board.',
  author: { participantId: 'sample-2', nickname: 'Sam' },
  candidates: [
    { participantId: 'sample-1', nickname: 'Alex' },
    { participantId: 'sample-2', nickname: 'Sam' },
    { participantId: 'sample-3', nickname: 'Chen' },
    { participantId: 'sample-4', nickname: 'Priya' },
  ],
};
