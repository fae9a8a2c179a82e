import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { checkName, isUuid, JOIN_CODE_PATTERN, NICKNAME_MAX, NICKNAME_RULE, Reason } from '@mingle/shared';
import { participants } from '../db/schema';
import { appError } from '../lib/errors';
import { lookalikeKey } from '../lib/lookalike';
import { firstIssueField } from '../lib/validation';
import type { Admission } from './admission';
import { normaliseCode } from './codes';
import { SeatBatcher } from './seatBatcher';
import { AnswerIntake, type AnswerReceipt, type AnswerTimingInput } from './answerIntake';
import type { RoomConnection } from './room';
import type { LiveRooms } from './rooms';
import type { EventCommands, LiveDeps } from './service';
import type { Refusal } from './state';
import {
  countActiveParticipants,
  findEvent,
  findLatestEventByCode,
  findOpenEventByCode,
  findParticipant,
  settingsOf,
  teamSettingsOf,
  type EventRow,
  type ParticipantRow,
} from './store';
import type { ParticipantClaims, ParticipantTokens } from './tokens';
import { assertClaims, assertSeat } from '../policies/seat';
import { canSpectate } from '../policies/event';
import type { UserActor } from '../policies/actor';

const joinInput = z.object({
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(3, { error: 'code: enter the code shown on the screen' })
    .max(10, { error: 'code: at most 10 characters' }),
  nickname: z.string({ error: 'nickname is required' }).transform((raw, ctx) => {
    // The shared rule (R3.10), worded as this API words a field: "nickname: at most 24 characters".
    const checked = checkName(raw, NICKNAME_RULE);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: 'custom', message: `nickname: ${checked.message.charAt(0).toLowerCase()}${checked.message.slice(1)}` });
    return z.NEVER;
  }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'email: enter a valid email address' }))
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** R17.2: the team a phone chose, in `choose` mode; its index in the event's teams. */
  team: z.number({ error: 'team: choose one of the teams' }).int({ error: 'team: choose one of the teams' }).nullish(),
});

/**
 * R17.2: the team a joiner asked for, checked against the event's teams: null when the server
 * places them (auto mode, or a late joiner in choose mode: a form shown in the lobby may be sent
 * after the start, so its choice is set aside rather than refused).
 * @throws AppError BAD_USER_INPUT for a team in an event without teams, an index that is not a
 * team, or no team chosen in the lobby of a choose event.
 */
function teamChoice(event: EventRow, team: number | null): number | null {
  const { teamMode, teams } = teamSettingsOf(event);
  if (teamMode === 'off') {
    if (team !== null) throw appError(Reason.INVALID_INPUT, 'team: this event has no teams', TEAM);
    return null;
  }
  if (team !== null && (team < 0 || team >= teams.length)) throw appError(Reason.INVALID_INPUT, 'team: choose one of the teams', TEAM);
  if (teamMode !== 'choose' || event.status !== 'lobby') return null;
  if (team === null) throw appError(Reason.INVALID_INPUT, 'team: choose a team', TEAM);
  return team;
}

const TEAM = { field: 'team' };

const SUGGESTION_BATCH = 20;

/**
 * The start of a suggested nickname: room for a number of up to three digits, cut between
 * characters (never inside a surrogate pair) and back to where a number may follow (not
 * inside an emoji, whose joiner would then stand before a digit).
 */
function suggestionBase(nickname: string): string {
  const chars = [...nickname].slice(0, NICKNAME_MAX - 3);
  while (chars.length > 0 && !checkName(`${chars.join('')}2`, NICKNAME_RULE).ok) chars.pop();
  return chars.join('').trimEnd() || 'Player';
}

const EVENT_FULL: Refusal = { reason: Reason.EVENT_FULL, message: 'This event is full' };

/** Joining, seats and removal (SPEC R3); answering is AnswerIntake's (answerIntake.ts). */
export class ParticipantCommands {
  private readonly answers: AnswerIntake;
  private readonly seats: SeatBatcher;

  constructor(
    private readonly d: LiveDeps,
    private readonly tokens: ParticipantTokens,
    private readonly hostCommands: EventCommands,
    /** This process's rooms: the snapshot answers are checked against, and who is waited for (R5.3). */
    private readonly rooms: LiveRooms,
    /** Per-address limits on code lookups and joins. */
    private readonly admission: Admission,
  ) {
    this.answers = new AnswerIntake(d, rooms, (claims, eventId) => this.seat(claims, eventId));
    this.seats = new SeatBatcher(
      d.db,
      d.rosterWrites,
      () => d.maxParticipants,
      (eventId) => {
        // The lobby shows who joined at once (R7.2), once per batch.
        void this.rooms.activity.announce(eventId, true).catch((err: unknown) => d.log.error({ err, eventId }, 'after seating joiners'));
      },
    );
  }

  /** Transactions that seated joiners so far: fewer than the joins when joins come together. */
  get joinBatches(): number {
    return this.seats.batches;
  }

  async drain(): Promise<void> {
    await this.seats.drain();
    await this.answers.drain();
  }

  /**
   * The event a code opens, or a clear reason it cannot be joined, for a client at address
   * `ip`: codes it looks up and does not find are limited per address (guessing codes).
   * `countSeats: false` leaves out the "full" check, for a caller that makes it itself under
   * the join's lock.
   * @throws AppError NOT_FOUND for an unknown code, RATE_LIMITED after too many of those.
   */
  async eventForCode(rawCode: string, ip: string, { countSeats = true } = {}): Promise<{ event: EventRow; refusal: Refusal | null }> {
    return this.admission.lookup(ip, () => this.findForCode(rawCode, countSeats));
  }

  private async findForCode(rawCode: string, countSeats: boolean): Promise<{ event: EventRow; refusal: Refusal | null }> {
    const code = normaliseCode(rawCode);
    const open = JOIN_CODE_PATTERN.test(code) ? await findOpenEventByCode(this.d.db, code) : undefined;
    if (!open) {
      const ended = JOIN_CODE_PATTERN.test(code) ? await findLatestEventByCode(this.d.db, code) : undefined;
      if (ended) return { event: ended, refusal: { reason: Reason.EVENT_ENDED, message: 'This event has ended' } };
      throw appError(Reason.EVENT_NOT_FOUND, `There is no event with the code ${code}. Check the code on the screen.`);
    }
    return { event: open, refusal: await this.joinRefusal(open, countSeats) };
  }

  private async joinRefusal(event: EventRow, countSeats: boolean): Promise<Refusal | null> {
    if (event.status === 'ended') return { reason: Reason.EVENT_ENDED, message: 'This event has ended' }; // R3.6
    if (event.lobbyLocked) return { reason: Reason.EVENT_LOCKED, message: 'The host has locked this event' }; // R3.5
    if (event.status === 'live' && !settingsOf(event).lateJoin)
      return { reason: Reason.EVENT_STARTED, message: 'This event has already started' }; // R3.4
    if (countSeats && (await countActiveParticipants(this.d.db, event.id)) >= this.d.maxParticipants) return EVENT_FULL; // R3.3
    return null;
  }

  /**
   * R3: takes a seat for a client at address `ip`. Joins are limited per address and event,
   * generously: a whole venue may share one address.
   * @throws AppError BAD_USER_INPUT with the reason, NOT_FOUND, or RATE_LIMITED.
   */
  async join(raw: unknown, ip: string): Promise<{ token: string; participant: ParticipantRow; event: EventRow }> {
    const parsed = joinInput.safeParse(raw);
    if (!parsed.success)
      throw appError(Reason.INVALID_INPUT, parsed.error.issues[0]?.message ?? 'Check the form', firstIssueField(parsed.error));
    const input = parsed.data;
    // The seats are counted once, under the lock below: a count here too would scan the
    // event's participants twice per join, and a room of 10,000 joins 10,000 times.
    const { event, refusal } = await this.eventForCode(input.code, ip, { countSeats: false });
    if (refusal) throw appError(refusal.reason, refusal.message);
    await this.admission.join(ip, event.id);
    const askEmail = settingsOf(event).askEmail;
    if (askEmail === 'required' && !input.email)
      throw appError(Reason.EMAIL_REQUIRED, 'email: this event asks for your email', { field: 'email' });
    const email = askEmail === 'off' ? null : (input.email ?? null);
    const chosenTeam = teamChoice(event, input.team ?? null);
    // Counted and inserted under a per-event lock, in batches with simultaneous joins (R3.3).
    const seat = await this.seats.take(event, {
      nickname: input.nickname,
      nicknameKey: lookalikeKey(input.nickname),
      email,
      chosenTeam,
      joinedAt: this.d.clock.now(),
    });
    if (seat === 'full') throw appError(EVENT_FULL.reason, EVENT_FULL.message);
    if (seat === 'taken') {
      const suggestion = await this.freeNickname(event.id, input.nickname);
      throw appError(Reason.NICKNAME_TAKEN, `The nickname "${input.nickname}" is taken. Try "${suggestion}".`, {
        field: 'nickname',
        suggestion,
      });
    }
    const row = seat.row;
    return { token: await this.tokens.sign({ participantId: row.id, eventId: event.id }), participant: row, event };
  }

  /**
   * R3.1, R3.10: a suggestion that is free now, by look-alike key too: "Sam" → "Sam2", "Sam3", …
   * Candidates are checked in batches, one query each.
   */
  private async freeNickname(eventId: string, nickname: string): Promise<string> {
    const base = suggestionBase(nickname);
    for (let first = 2; ; first += SUGGESTION_BATCH) {
      const candidates = Array.from({ length: SUGGESTION_BATCH }, (_, i) => `${base}${first + i}`);
      const keys = candidates.map(lookalikeKey);
      const taken = await this.d.db
        .select({ key: participants.nicknameKey })
        .from(participants)
        .where(and(eq(participants.eventId, eventId), inArray(participants.nicknameKey, keys)));
      const takenKeys = new Set(taken.map((t) => t.key));
      const free = candidates.find((_, i) => !takenKeys.has(keys[i]!));
      if (free) return free;
    }
  }

  /** A seat from its token, checked against the event it is used for (R3.7, R3.8). */
  async seat(claims: ParticipantClaims | null, eventId: string): Promise<ParticipantRow> {
    const { participantId } = assertClaims(claims, eventId);
    return assertSeat(claims, eventId, await findParticipant(this.d.db, participantId));
  }

  /**
   * Connects a phone (its seat's claims) or a screen (null) to the event's room on this process
   * (R3.7, R3.8, R5.3, R7.3): the seat is checked, the room held open, and a phone counts as
   * connected until `close`. Every subscription path goes through here.
   */
  async connect(claims: ParticipantClaims | null, eventId: string, viewer: UserActor | null = null): Promise<RoomConnection> {
    const seat = claims ? await this.seat(claims, eventId) : null;
    if (!seat) {
      const event = await findEvent(this.d.db, eventId);
      if (!event) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
      if (!canSpectate({ user: viewer, seat: null }, event))
        throw appError(Reason.EVENT_ENDED, 'This event has ended, and its host has not shared the results');
    }
    const handle = await this.rooms.hold(eventId);
    let leave = () => {};
    try {
      if (seat) leave = await handle.room.enter(seat.id);
    } catch (err) {
      handle.release();
      throw err;
    }
    return {
      room: handle.room,
      participantId: seat?.id ?? null,
      close: () => {
        leave();
        handle.release();
      },
    };
  }

  /** R5.1, R5.6, R5.7, R6: stores one answer, durably, then acknowledges it (answerIntake.ts). */
  submitAnswer(
    claims: ParticipantClaims | null,
    eventId: string,
    slideId: string,
    rawAnswer: unknown,
    round: number,
    timing: AnswerTimingInput,
  ): Promise<AnswerReceipt> {
    return this.answers.submit(claims, eventId, slideId, rawAnswer, round, timing);
  }

  /** R3.8: the host removes a participant; from the moment this returns, their answers are refused. */
  async removeParticipant(hostId: string, eventId: string, participantId: string): Promise<EventRow> {
    const row = await this.hostCommands.loadAsHost(hostId, eventId);
    const removed = isUuid(participantId)
      ? await this.d.rosterWrites.track([eventId], () =>
          this.d.db
            .update(participants)
            .set({ removedAt: new Date(this.d.clock.now()) })
            .where(and(eq(participants.id, participantId), eq(participants.eventId, eventId), isNull(participants.removedAt)))
            .returning({ id: participants.id }),
        )
      : [];
    if (removed.length === 0) throw appError(Reason.PARTICIPANT_NOT_FOUND, 'This participant is not in the event');
    await this.rooms.removed(eventId, participantId);
    return row;
  }
}
