import { sql } from 'drizzle-orm';
import { slideTypeOf, type AnswerMeta, type Slide, type SlideResults } from '@mingle/shared';
import type { Db } from '../db/client';

/** Upvotes per answer, by the answer's insertion sequence (responses.seq: its public id). */
export type UpvoteCounts = ReadonlyMap<number, number>;

/** The answer id phones see: the response's insertion sequence, which says nothing of its author. */
export const answerIdOf = (seq: number) => String(seq);

/** Only slides whose type takes upvotes (open text, when on) read votes: the quiz path pays nothing. */
export function takesUpvotes(slide: Slide | null): boolean {
  return !!slide && slideTypeOf(slide.type)?.takesUpvotes?.(slide) === true;
}

/**
 * The votes on the answers to one slide and round, counting only voters still in the event
 * (R3.8: a removed participant leaves the counts). Null for slides without upvotes, unread.
 */
export async function readUpvotes(db: Db, eventId: string, slide: Slide | null, round: number): Promise<UpvoteCounts | null> {
  if (!slide || !takesUpvotes(slide)) return null;
  const r = await db.execute(sql`
    SELECT r.seq, count(*)::int AS n
    FROM answer_upvotes v
    JOIN responses r ON r.id = v.response_id
    JOIN participants p ON p.id = v.voter_id AND p.removed_at IS NULL
    WHERE v.event_id = ${eventId} AND v.slide_id = ${slide.id} AND v.round = ${round}
    GROUP BY r.seq`);
  const rows = (r as unknown as { rows: { seq: string | number; n: number }[] }).rows;
  return new Map(rows.map((row) => [Number(row.seq), row.n]));
}

/** `next` if the counts moved since `prev`, else `prev` itself (so cached results stay valid). */
export function sameOrNewer(prev: UpvoteCounts | null, next: UpvoteCounts | null): UpvoteCounts | null {
  if (!prev || !next || prev.size !== next.size) return next;
  for (const [k, v] of next) if (prev.get(k) !== v) return next;
  return prev;
}

/** An answer as aggregation needs it: its content, insertion order and author. */
interface Aggregated {
  answer: unknown;
  seq: number;
  participantId: string;
}

/** What aggregation may be given besides the answers. */
export interface AggregateContext {
  votes: UpvoteCounts | null;
  /** The round's play (R16.3), for types that have one. */
  play: unknown;
  /** A participant's nickname, for results that name people (R16.5). */
  nicknameOf(participantId: string): string;
}

/**
 * The slide's results from its current answers. Types that want them (open text) also get
 * each answer's id and upvotes, with the answers in the order they arrived (R8.5: the wall
 * is ordered by votes, then newest).
 */
export function aggregateResults(slide: Slide | null, answers: Iterable<Aggregated>, ctx: AggregateContext): SlideResults | null {
  const type = slide ? slideTypeOf(slide.type) : undefined;
  if (!slide || !type?.aggregate) return null;
  const list = [...answers];
  if (!type.answerMeta)
    return type.aggregate(
      slide,
      list.map((a) => a.answer),
      undefined,
      ctx.play,
    );
  list.sort((a, b) => a.seq - b.seq);
  const meta: AnswerMeta[] = list.map((a) => ({
    id: answerIdOf(a.seq),
    upvotes: ctx.votes?.get(a.seq) ?? 0,
    participantId: a.participantId,
    nickname: ctx.nicknameOf(a.participantId),
  }));
  return type.aggregate(
    slide,
    list.map((a) => a.answer),
    meta,
    ctx.play,
  );
}
