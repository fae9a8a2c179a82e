import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import {
  chooseAuthor,
  chooseCandidates,
  enoughAuthors,
  playKey,
  quoteOf,
  WHOSAID_CANDIDATES,
  WHOSAID_MIN_AUTHORS,
  type Slide,
  type SourceQuote,
  type WhoSaidPlay,
  type WhoSaidSlide,
} from '@mingle/shared';
import type { Db } from '../../db/client';
import { participants, responses } from '../../db/schema';
import type { PlayContext } from './plays';
import type { UpcomingWarning } from './upcoming';

/**
 * SPEC R20.2: the quotes a who-said-it slide can show in this event: each answer to its source
 * question (round 0) by a participant still in the event, with text, oldest first. One per
 * author (one answer per participant per slide, R5.7).
 */
export async function readQuotes(db: Db, eventId: string, sourceSlideId: string): Promise<SourceQuote[]> {
  const rows = await db
    .select({ participantId: participants.id, nickname: participants.nickname, answer: responses.answer })
    .from(responses)
    .innerJoin(participants, eq(participants.id, responses.participantId))
    .where(
      and(eq(responses.eventId, eventId), eq(responses.slideId, sourceSlideId), eq(responses.round, 0), isNull(participants.removedAt)),
    )
    .orderBy(asc(responses.seq));
  const out: SourceQuote[] = [];
  for (const r of rows) {
    const text = (r.answer as { text?: unknown }).text;
    if (typeof text === 'string' && text.trim())
      out.push({ author: { participantId: r.participantId, nickname: r.nickname }, text: text.trim() });
  }
  return out;
}

/** R20.3: how many different people the source question has quotes from (the host's warning). */
export async function countAuthors(db: Db, eventId: string, sourceSlideId: string): Promise<number> {
  const r = await db.execute(sql`
    SELECT count(DISTINCT r.participant_id)::int AS n
    FROM ${responses} r JOIN ${participants} p ON p.id = r.participant_id
    WHERE r.event_id = ${eventId} AND r.slide_id = ${sourceSlideId} AND r.round = 0 AND p.removed_at IS NULL
      AND btrim(r.answer->>'text') <> ''`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Others in the event to fill the names with, when fewer people answered than names are shown (R20.4). */
async function otherParticipants(db: Db, eventId: string, exclude: readonly string[], limit: number) {
  return db
    .select({ participantId: participants.id, nickname: participants.nickname })
    .from(participants)
    .where(
      and(
        eq(participants.eventId, eventId),
        isNull(participants.removedAt),
        exclude.length > 0 ? notInArray(participants.id, [...exclude]) : undefined,
      ),
    )
    .orderBy(asc(participants.joinedAt))
    .limit(limit);
}

/** The authors of this slide's earlier rounds, oldest first (null for a round without a quote). */
function earlierAuthors(slide: Slide, round: number, plays: Readonly<Record<string, unknown>>): (string | null)[] {
  return Array.from({ length: round }, (_, r) => quoteOf(plays[playKey(slide.id, r)])?.author.participantId ?? null);
}

/**
 * The decider of who said it (SPEC R20.2–R20.4, ADR 38): on entering a round, chooses its
 * quote and the names phones choose from, once; the round's later steps keep it.
 */
export async function decideWhoSaid(ctx: PlayContext): Promise<WhoSaidPlay | undefined> {
  if (ctx.play !== undefined) return undefined;
  const slide = ctx.slide as WhoSaidSlide;
  const quotes = await readQuotes(ctx.db, ctx.eventId, slide.sourceSlideId);
  if (!enoughAuthors(quotes.length)) return { quote: null, authors: quotes.length, needed: WHOSAID_MIN_AUTHORS };
  const authorId = chooseAuthor(
    quotes.map((q) => q.author.participantId),
    earlierAuthors(slide, ctx.round, ctx.state.plays),
    ctx.random,
  );
  const chosen = quotes.find((q) => q.author.participantId === authorId) ?? quotes[0]!;
  const otherAuthors = quotes.filter((q) => q !== chosen).map((q) => q.author);
  // Only when the authors are too few to fill the names: a few of everyone else, by join order.
  const others =
    otherAuthors.length >= WHOSAID_CANDIDATES - 1
      ? []
      : await otherParticipants(
          ctx.db,
          ctx.eventId,
          quotes.map((q) => q.author.participantId),
          20,
        );
  return { quote: chosen.text, author: chosen.author, candidates: chooseCandidates(chosen.author, otherAuthors, others, ctx.random) };
}

/** R20.3: warns the host before the slide starts when its source question has too few answers. */
export async function whoSaidReadiness(ctx: { db: Db; eventId: string; slide: Slide }): Promise<UpcomingWarning | null> {
  const slide = ctx.slide as WhoSaidSlide;
  const have = await countAuthors(ctx.db, ctx.eventId, slide.sourceSlideId);
  return enoughAuthors(have) ? null : { slideIndex: -1, slideId: slide.id, kind: 'TOO_FEW_QUOTES', have, need: WHOSAID_MIN_AUTHORS };
}
