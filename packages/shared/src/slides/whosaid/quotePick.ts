import type { Random } from '../types';

/*
 * Who said it (SPEC R20): which quote a round shows and whom phones choose from. Pure, so
 * the rules are tested apart from the database and the live engine (the server's decider
 * reads the answers and the earlier rounds, then calls these).
 */

/** At least this many people must have answered the source question for a round to be played (R20.3). */
export const WHOSAID_MIN_AUTHORS = 2;
/** Names phones choose from: the author and up to three others (R20.4). */
export const WHOSAID_CANDIDATES = 4;

/** A participant as the round names them. */
export interface WhoSaidPerson {
  participantId: string;
  nickname: string;
}

/** A quote: one answer to the source question and who wrote it. */
export interface SourceQuote {
  author: WhoSaidPerson;
  text: string;
}

/** R20.3: whether the source question has answers from enough different people to play. */
export function enoughAuthors(authorCount: number): boolean {
  return authorCount >= WHOSAID_MIN_AUTHORS;
}

/**
 * R20.2: whose quote the next round shows. `authors` are the people who can be quoted now
 * (in a stable order); `earlier` the authors of this slide's earlier rounds, oldest first.
 * Nobody is quoted twice until everyone in `authors` had a turn; then a new turn begins,
 * and it does not open with the author who closed the last one (two rounds in a row about
 * the same person) unless they are the only one. Null when there is nobody to quote.
 */
export function chooseAuthor(authors: readonly string[], earlier: readonly (string | null)[], random: Random): string | null {
  if (authors.length === 0) return null;
  const known = new Set(authors);
  let turn = new Set<string>();
  for (const id of earlier) {
    if (id === null || !known.has(id)) continue;
    turn.add(id);
    if (turn.size === known.size) turn = new Set();
  }
  let pool = authors.filter((id) => !turn.has(id));
  const last = earlier.findLast((id) => id !== null && known.has(id));
  if (turn.size === 0 && pool.length > 1 && last) pool = pool.filter((id) => id !== last);
  return pool[Math.floor(random() * pool.length)] ?? null;
}

/**
 * R20.4: the names phones choose from: the author and up to `size − 1` others, those who also
 * answered the source question first (their quotes could have been shown too, so the room
 * cannot guess by elimination), then anyone else in the event; shuffled, so the author's place
 * tells nothing.
 */
export function chooseCandidates(
  author: WhoSaidPerson,
  otherAuthors: readonly WhoSaidPerson[],
  others: readonly WhoSaidPerson[],
  random: Random,
  size = WHOSAID_CANDIDATES,
): WhoSaidPerson[] {
  const seen = new Set([author.participantId]);
  const pick: WhoSaidPerson[] = [];
  for (const group of [otherAuthors, others]) {
    for (const p of shuffled(group, random)) {
      if (pick.length >= size - 1) break;
      if (seen.has(p.participantId)) continue;
      seen.add(p.participantId);
      pick.push(p);
    }
  }
  return shuffled([author, ...pick], random);
}

/** Fisher–Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
