import { and, eq } from 'drizzle-orm';
import type { Slide } from '@mingle/shared';
import { Reason } from '@mingle/shared';
import { answerUpvotes, responses } from '../db/schema';
import type { Db } from '../db/client';
import { appError } from '../lib/errors';
import { currentStep } from './state';
import { findEvent, findParticipant, seatAnswerIs, slidesOf, stateOf, type EventRow, type ParticipantRow } from './store';
import type { ParticipantClaims } from './tokens';
import { answerIdOf, takesUpvotes } from './upvoteCounts';

/** What upvoting needs of the rest of the engine (ParticipantCommands has both). */
export interface UpvoteDeps {
  db: Db;
  /** The voter's seat; refuses other events' and removed seats (R3.7, R3.8). */
  seat(claims: ParticipantClaims | null, eventId: string): Promise<ParticipantRow>;
  /** Tells subscribers counts moved; they refresh on their own cadence (R7.2). */
  activity(eventId: string): Promise<void>;
}

export interface UpvoteReceipt {
  answerId: string;
  upvoted: true;
}

export interface MyUpvotes {
  /** The participant's own answer to the slide (not votable), if they sent one. */
  answerId: string | null;
  /** The answers they upvoted. */
  upvoted: string[];
}

const VOTING_STEPS = new Set(['answering', 'results']);

/** The slide, if it takes votes now (R8.1, R8.2); otherwise the reason it does not. */
function votingSlide(event: EventRow, slideId: string): { slide: Slide; round: number } {
  const slides = slidesOf(event);
  const slide = slides.find((s) => s.id === slideId);
  if (!slide) throw appError(Reason.SLIDE_NOT_FOUND, 'This slide does not exist');
  if (!takesUpvotes(slide)) throw appError(Reason.UPVOTES_OFF, 'Upvotes are off for this slide');
  const state = stateOf(event);
  const step = currentStep(state, slides);
  if (event.status !== 'live' || slides[state.slideIndex]?.id !== slideId || !step || !VOTING_STEPS.has(step))
    throw appError(Reason.VOTING_CLOSED, 'Voting is closed for this slide');
  return { slide, round: state.round };
}

async function ownAnswer(db: Db, eventId: string, slideId: string, round: number, participantId: string) {
  const [mine] = await db
    .select({ id: responses.id, seq: responses.seq })
    .from(responses)
    .where(seatAnswerIs(eventId, slideId, round, participantId))
    .limit(1);
  return mine;
}

/**
 * R8: one upvote from a participant for another's answer to the current open-text slide,
 * stored before it is acknowledged. Voting again for the same answer returns the same receipt.
 */
export async function upvoteAnswer(
  d: UpvoteDeps,
  claims: ParticipantClaims | null,
  eventId: string,
  slideId: string,
  answerId: string,
): Promise<UpvoteReceipt> {
  const voter = await d.seat(claims, eventId);
  const event = await findEvent(d.db, eventId);
  if (!event) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
  const { round } = votingSlide(event, slideId);
  // Ids are decimal insertion sequences; anything else names no answer.
  const seq = /^\d{1,15}$/.test(answerId) ? Number(answerId) : null;
  const [mine, target] = await Promise.all([
    ownAnswer(d.db, eventId, slideId, round, voter.id),
    seq === null
      ? Promise.resolve(undefined)
      : d.db
          .select({ id: responses.id, author: responses.participantId })
          .from(responses)
          .where(and(eq(responses.eventId, eventId), eq(responses.slideId, slideId), eq(responses.round, round), eq(responses.seq, seq)))
          .limit(1)
          .then((rows) => rows[0]),
  ]);
  if (!mine) throw appError(Reason.ANSWER_FIRST, 'Send your own answer first'); // R8.3
  // An answer whose author was removed has left the wall (R3.8): it is not there to vote for.
  const author = target ? await findParticipant(d.db, target.author) : undefined;
  if (!target || !author || author.removedAt) throw appError(Reason.ANSWER_NOT_FOUND, 'This answer does not exist');
  if (target.author === voter.id) throw appError(Reason.OWN_ANSWER, 'You cannot upvote your own answer'); // R8.4
  await d.db.insert(answerUpvotes).values({ responseId: target.id, voterId: voter.id, eventId, slideId, round }).onConflictDoNothing();
  await d.activity(eventId);
  return { answerId: answerIdOf(seq!), upvoted: true };
}

/** What a phone needs to draw the wall after a reload: its own answer, and what it upvoted (R8.3, R8.4). */
export async function myUpvotes(d: UpvoteDeps, claims: ParticipantClaims | null, eventId: string, slideId: string): Promise<MyUpvotes> {
  const voter = await d.seat(claims, eventId);
  const event = await findEvent(d.db, eventId);
  if (!event) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
  const slide = slidesOf(event).find((s) => s.id === slideId);
  if (!slide) throw appError(Reason.SLIDE_NOT_FOUND, 'This slide does not exist');
  const round = stateOf(event).round;
  const [mine, voted] = await Promise.all([
    ownAnswer(d.db, eventId, slideId, round, voter.id),
    d.db
      .select({ seq: responses.seq })
      .from(answerUpvotes)
      .innerJoin(responses, eq(responses.id, answerUpvotes.responseId))
      .where(
        and(
          eq(answerUpvotes.eventId, eventId),
          eq(answerUpvotes.slideId, slideId),
          eq(answerUpvotes.round, round),
          eq(answerUpvotes.voterId, voter.id),
        ),
      ),
  ]);
  return { answerId: mine ? answerIdOf(mine.seq) : null, upvoted: voted.map((v) => answerIdOf(v.seq)).sort() };
}
