import { SAMPLE_WHOSAID_PLAY, type PublicWhoSaidPlay, type WhoSaidPerson } from '@mingle/shared';

/**
 * The round as a view reads it (SPEC R20.5): the play the server sent, or in a preview (no
 * play) the sample round, flagged so the view labels it.
 */
export type ViewPlay =
  | { kind: 'quote'; quote: string; candidates: readonly WhoSaidPerson[]; author: WhoSaidPerson | null; sample: boolean }
  | { kind: 'tooFew'; have: number; need: number };

export function viewPlayOf(play: unknown, revealed: boolean): ViewPlay {
  if (play === undefined) {
    const s = SAMPLE_WHOSAID_PLAY;
    return { kind: 'quote', quote: s.quote, candidates: s.candidates, author: revealed ? s.author : null, sample: true };
  }
  const p = (play ?? {}) as Partial<PublicWhoSaidPlay> & { authors?: number; needed?: number };
  if (typeof p.quote === 'string' && Array.isArray(p.candidates))
    return { kind: 'quote', quote: p.quote, candidates: p.candidates, author: p.author ?? null, sample: false };
  return { kind: 'tooFew', have: p.authors ?? 0, need: p.needed ?? 2 };
}

/** The quote as shown: in typographic quotation marks. */
export const quoted = (text: string) => `“${text}”`;
