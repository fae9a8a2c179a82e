import { playKey, Reason, slideTypeOf, type Slide } from '@mingle/shared';
import { responses } from '../db/schema';
import { appError } from '../lib/errors';
import { AnswerBatcher, type AnswerOutcome, type ScoredAnswerRow } from './answerBatcher';
import { REMOVED_MESSAGE, type LiveRoom } from './room';
import type { LiveRooms } from './rooms';
import { scoreAnswer } from './scoring';
import type { LiveDeps } from './service';
import type { EventSnapshot } from './snapshot';
import { answerRefusal, type EventState, type Refusal } from './state';
import { findEvent, seatAnswerIs, slidesOf, stateOf, type ParticipantRow } from './store';
import type { ParticipantClaims } from './tokens';
import { assertClaims } from '../policies/seat';

export interface AnswerTimingInput {
  receivedAt: number;
  /** When this participant was sent the answering step, if this process knows. */
  sentAt?: number | undefined;
  latencyMs: number;
}

export interface AnswerReceipt {
  accepted: true;
  slideId: string;
  round: number;
}

/** Refusals of an answer's content are about the `answer` argument. */
const ANSWER = { field: 'answer' };
const NOT_OPEN: Refusal = { reason: Reason.QUESTION_NOT_OPEN, message: 'This question is no longer open' };

/** Checks of one answer against the stored event, at most, while the event keeps changing under it. */
const MAX_ANSWER_ATTEMPTS = 3;

/** Canonical JSON (sorted keys): the stored answer and a resent one compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The slide an answer is for, its type, and the answer parsed by that type's schema. */
function parseAnswer(slides: readonly Slide[], slideId: string, rawAnswer: unknown) {
  const slide = slides.find((s) => s.id === slideId);
  const type = slide ? slideTypeOf(slide.type) : undefined;
  if (!slide || !type?.answerSchema) throw appError(Reason.SLIDE_TAKES_NO_ANSWERS, 'This slide does not take answers');
  const parsed = type.answerSchema.safeParse(rawAnswer);
  if (!parsed.success)
    throw appError(Reason.INVALID_INPUT, `answer: ${parsed.error.issues[0]?.message ?? 'not a valid answer for this slide'}`, ANSWER);
  return { slide, type, answer: parsed.data };
}

/**
 * Answering (SPEC R5.1, R5.6, R5.7, R6): an answer checked against this process's snapshot of
 * the event when it has one (no query) or against the database, scored, stored in a batch and
 * acknowledged once its batch committed.
 */
export class AnswerIntake {
  private readonly batcher: AnswerBatcher;

  constructor(
    private readonly d: LiveDeps,
    /** This process's rooms: the snapshot answers are checked against, and who is waited for (R5.3). */
    private readonly rooms: LiveRooms,
    /** The seat a phone's claims hold in the event, checked (R3.7, R3.8). */
    private readonly seatOf: (claims: ParticipantClaims | null, eventId: string) => Promise<ParticipantRow>,
  ) {
    this.batcher = new AnswerBatcher(
      d.db,
      d.log,
      d.rosterWrites,
      (stored) => {
        const byEvent = new Map<string, ScoredAnswerRow[]>();
        for (const row of stored) {
          const rows = byEvent.get(row.eventId);
          if (rows) rows.push(row);
          else byEvent.set(row.eventId, [row]);
        }
        for (const [eventId, rows] of byEvent) {
          this.rooms.answersStored(eventId, rows);
          void this.rooms.activity.announce(eventId).catch((err: unknown) => d.log.error({ err, eventId }, 'after storing answers'));
        }
      },
      { concurrency: d.writeConcurrency ?? 1, received: d.receivedAnswers },
    );
  }

  /** Waits for every answer handed to the batcher so far to be committed. */
  drain(): Promise<void> {
    return this.batcher.drain();
  }

  /** R5.1, R5.6, R5.7, R6: stores one answer, durably, then acknowledges it. */
  async submit(
    claims: ParticipantClaims | null,
    eventId: string,
    slideId: string,
    rawAnswer: unknown,
    round: number,
    timing: AnswerTimingInput,
  ): Promise<AnswerReceipt> {
    const room = claims ? this.rooms.room(eventId) : undefined;
    const snap = room?.snapshot;
    if (claims && room && snap && snap.byId.has(claims.participantId))
      return this.submitFromSnapshot(room, snap, claims, eventId, slideId, rawAnswer, round, timing);
    return this.submitFromDatabase(claims, eventId, slideId, rawAnswer, round, timing);
  }

  /**
   * The hot path: checks against this process's snapshot of the event (no query), then
   * hands the scored answer to the batcher, which acknowledges after commit.
   */
  private async submitFromSnapshot(
    room: LiveRoom,
    snap: EventSnapshot,
    claims: ParticipantClaims,
    eventId: string,
    slideId: string,
    rawAnswer: unknown,
    round: number,
    timing: AnswerTimingInput,
  ): Promise<AnswerReceipt> {
    const { participantId } = assertClaims(claims, eventId);
    if (room.isRemoved(participantId)) throw appError(Reason.SEAT_REMOVED, REMOVED_MESSAGE);
    const { slide, type, answer } = parseAnswer(snap.slides, slideId, rawAnswer);
    const receipt: AnswerReceipt = { accepted: true, slideId, round };
    const known = snap.slide?.id === slideId && snap.state.round === round ? snap.answers.get(participantId) : undefined;
    if (known) return this.sameOrRefuse(known.answer, answer, receipt);
    // The snapshot may trail a change of state by a moment (a host on another process, a
    // reload in flight): before refusing, check against the database.
    if (answerRefusal(snap.state, snap.slides, slideId, round, timing.receivedAt, participantId))
      return this.submitFromDatabase(claims, eventId, slideId, rawAnswer, round, timing);
    // The round's play (R16.3) is part of the check for types that have one (who said it: a name shown).
    const problem = type.checkAnswer?.(slide, answer, snap.state.plays[playKey(slideId, round)]);
    if (problem) throw appError(Reason.INVALID_INPUT, `answer: ${problem}`, ANSWER);
    const outcome = await this.commit(
      snap.state,
      slide,
      { eventId, participantId, streakBefore: snap.byId.get(participantId)?.streak ?? 0 },
      answer,
      timing,
    );
    if (outcome === 'closed') {
      // Mostly answers that waited in a batch while the host closed the question: the room has
      // shown the change since, and says why as the database would. Refused through the
      // database path instead (three reads each: seat, event, stored answer), a backlog of
      // thousands of late answers cost thousands of reads just as the host moved on
      // (docs/BENCHMARKS.md, 2026-11-28).
      // A seat removed meanwhile is told so, as the database path would (R3.8).
      if (room.isRemoved(participantId)) throw appError(Reason.SEAT_REMOVED, REMOVED_MESSAGE);
      const newer = room.snapshot;
      const why =
        newer && newer.state.version > snap.state.version
          ? answerRefusal(newer.state, newer.slides, slideId, round, timing.receivedAt, participantId)
          : null;
      if (why) throw appError(why.reason, why.message);
      // The stored event has moved on behind this process's back (its announcement may have been
      // lost), or the change still lets this seat answer: the database path reads it afresh.
      return this.submitFromDatabase(claims, eventId, slideId, rawAnswer, round, timing);
    }
    return outcome === 'stored' ? receipt : this.sameAsStored(eventId, slideId, round, participantId, answer, receipt);
  }

  /**
   * Scores an answer by the pure rule and hands it to the batcher, with where the event was
   * when it was checked (`state`, the answering step of `slide`). Both paths commit here: the
   * batch statement is the only place answering moves a participant's standing (ADR 8, 13).
   */
  private commit(
    state: EventState,
    slide: Slide,
    seat: { eventId: string; participantId: string; streakBefore: number },
    answer: unknown,
    timing: AnswerTimingInput,
  ): Promise<AnswerOutcome> {
    const sentAt = timing.sentAt ?? state.stepStartedAt ?? timing.receivedAt;
    const play = state.plays[playKey(slide.id, state.round)];
    const scored = scoreAnswer(
      slide,
      answer,
      { sentAt, receivedAt: timing.receivedAt, latencyMs: timing.latencyMs, pausedMs: state.pausedMs },
      seat.streakBefore,
      play,
    );
    return this.batcher.submit({
      ...seat,
      slideId: slide.id,
      slideIndex: state.slideIndex,
      stepIndex: state.stepIndex,
      round: state.round,
      play,
      answer,
      correct: scored.correct,
      points: scored.points,
      answerMs: scored.answerMs,
      streakAfter: scored.streak,
      receivedAt: timing.receivedAt,
    });
  }

  /** A resend, or a second answer from the same seat on another connection (R5.7). */
  private async sameAsStored(
    eventId: string,
    slideId: string,
    round: number,
    participantId: string,
    answer: unknown,
    receipt: AnswerReceipt,
  ): Promise<AnswerReceipt> {
    const stored = await this.storedAnswer(eventId, slideId, round, participantId);
    return this.sameOrRefuse(stored?.answer, answer, receipt);
  }

  private async storedAnswer(eventId: string, slideId: string, round: number, participantId: string) {
    const [stored] = await this.d.db
      .select({ answer: responses.answer })
      .from(responses)
      .where(seatAnswerIs(eventId, slideId, round, participantId))
      .limit(1);
    return stored;
  }

  /**
   * The path with reads (no snapshot here, or one that trails). A change of state waits for
   * the answer from the moment it was received, its reads included, not only once it is in a
   * batch (ADR 62): otherwise a lock written during its reads refused an answer sent in time.
   */
  private submitFromDatabase(
    claims: ParticipantClaims | null,
    eventId: string,
    slideId: string,
    rawAnswer: unknown,
    round: number,
    timing: AnswerTimingInput,
  ): Promise<AnswerReceipt> {
    const receipt = this.checkInDatabase(claims, eventId, slideId, rawAnswer, round, timing);
    this.d.receivedAnswers.add(eventId, receipt);
    return receipt;
  }

  private async checkInDatabase(
    claims: ParticipantClaims | null,
    eventId: string,
    slideId: string,
    rawAnswer: unknown,
    round: number,
    timing: AnswerTimingInput,
    attempt = 1,
  ): Promise<AnswerReceipt> {
    const seat = await this.seatOf(claims, eventId);
    const event = await findEvent(this.d.db, eventId);
    if (!event) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
    const slides = slidesOf(event);
    const { slide, type, answer } = parseAnswer(slides, slideId, rawAnswer);
    const receipt: AnswerReceipt = { accepted: true, slideId, round };

    const existing = await this.storedAnswer(eventId, slideId, round, seat.id);
    if (existing) return this.sameOrRefuse(existing.answer, answer, receipt);

    const state = stateOf(event);
    const refusal = answerRefusal(state, slides, slideId, round, timing.receivedAt, seat.id);
    if (refusal) throw appError(refusal.reason, refusal.message);
    const problem = type.checkAnswer?.(slide, answer, state.plays[playKey(slideId, round)]);
    if (problem) throw appError(Reason.INVALID_INPUT, `answer: ${problem}`, ANSWER);

    const outcome = await this.commit(state, slide, { eventId, participantId: seat.id, streakBefore: seat.streak }, answer, timing);
    if (outcome === 'closed') {
      // Moved between the read above and the commit: say why, from the state as it is now.
      const now = await findEvent(this.d.db, eventId);
      const why = now && answerRefusal(stateOf(now), slidesOf(now), slideId, round, timing.receivedAt, seat.id);
      // Nothing refuses it now: what changed still lets this seat answer (the host chose another
      // two-truths subject, R19.2), so it is checked and scored again against the new state.
      if (now && !why && attempt < MAX_ANSWER_ATTEMPTS)
        return this.checkInDatabase(claims, eventId, slideId, rawAnswer, round, timing, attempt + 1);
      const { reason, message } = why || NOT_OPEN;
      throw appError(reason, message);
    }
    if (outcome === 'exists') return this.sameAsStored(eventId, slideId, round, seat.id, answer, receipt);
    return receipt;
  }

  private sameOrRefuse(stored: unknown, answer: unknown, receipt: AnswerReceipt): AnswerReceipt {
    if (canonical(stored) === canonical(answer)) return receipt;
    throw appError(Reason.ALREADY_ANSWERED, 'You already answered this question');
  }
}
