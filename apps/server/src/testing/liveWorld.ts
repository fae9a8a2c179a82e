import { randomBytes, randomUUID } from 'node:crypto';
import mqemitter from 'mqemitter';
import type { Slide } from '@mingle/shared';
import type { Db } from '../db/client';
import { decks, users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { microBatchesSettled } from '../lib/microBatch';
import type { Log } from '../lib/log';
import { MemoryRateLimitStore, RateLimiter } from '../auth/rateLimit';
import { Admission } from '../live/admission';
import type { AnswerReceipt, AnswerTimingInput } from '../live/answerIntake';
import { ParticipantCommands } from '../live/participants';
import { LiveRooms } from '../live/rooms';
import { ReceivedAnswers } from '../live/receivedAnswers';
import { RosterWrites } from '../live/rosterWrites';
import { ManualScheduler } from '../live/scheduler';
import { EventCommands, eventTopic, type HostCommand, type LiveMessage } from '../live/service';
import { currentStep } from '../live/state';
import { findEvent, slidesOf, stateOf, type EventRow, type EventSettings } from '../live/store';
import { ParticipantTokens, type ParticipantClaims } from '../live/tokens';

export const silent: Log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

/** Limits no engine test reaches: those rules have their own tests (graphql/live/admission.test.ts). */
function unlimitedAdmission(clock: ManualClock): Admission {
  const unlimited = { max: 1_000_000, windowMs: 60_000 };
  return new Admission(new RateLimiter(new MemoryRateLimitStore(clock), clock), { codeMisses: unlimited, joins: unlimited });
}

// Slides come from the shared factories; RIGHT/WRONG are the quiz answers that score and miss.
export { contentSlide, pollSlide, quizSlide, RIGHT_CHOICE as RIGHT, WRONG_CHOICE as WRONG } from '@mingle/shared/testing';

export async function newHost(db: Db): Promise<string> {
  const [u] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not-a-hash',
      displayName: 'Host',
      referralCode: randomBytes(6).toString('base64url'),
    })
    .returning({ id: users.id });
  return u!.id;
}

export async function newDeck(db: Db, ownerId: string, slides: Slide[]): Promise<string> {
  const [d] = await db.insert(decks).values({ ownerId, title: 'Quiz night', slides }).returning({ id: decks.id });
  return d!.id;
}

export interface World {
  clock: ManualClock;
  scheduler: ManualScheduler;
  commands: EventCommands;
  people: ParticipantCommands;
  tokens: ParticipantTokens;
  published: LiveMessage[];
  rosterWrites: RosterWrites;
  hostId: string;
  deckId: string;
  event: EventRow;
  /** Applies a host command. */
  host(cmd: Parameters<EventCommands['command']>[2]): Promise<EventRow>;
  /** Joins and returns the seat's claims (from its token) and participant id. */
  join(nickname: string): Promise<{ claims: ParticipantClaims; id: string; token: string }>;
  /** Joins and opens one socket, so the participant counts as connected (R5.3); `disconnect` closes it. */
  joinConnected(nickname: string): Promise<{ claims: ParticipantClaims; id: string; token: string; disconnect: () => void }>;
  /** This process's rooms (the world's only process). */
  rooms: LiveRooms;
  /** Waits until the event's room has loaded what it heard of and finished closing a question. */
  settle(): Promise<void>;
  /** Moves the clock on and runs the timers that fell due. */
  passTime(ms: number): Promise<void>;
  /** Stops its deadline timers and closes its rooms. */
  stop(): void;
  /** Submits an answer for `round` (R16.1; 0 unless the slide is played in rounds). */
  answer(
    who: { claims: ParticipantClaims },
    slideId: string,
    answer: unknown,
    timing?: Partial<AnswerTimingInput>,
    round?: number,
  ): ReturnType<ParticipantCommands['submitAnswer']>;
  /** Where the event is now: "slideId:step", or its status. */
  where(): Promise<string>;
  fresh(): Promise<EventRow>;
  /**
   * The host's commands through another process on the same database, whose announcements
   * reach this process only on `deliver()`: messages that arrive after the changes they tell of.
   */
  elsewhere(): { commands: EventCommands; host(cmd: HostCommand): Promise<EventRow>; deliver(): Promise<void> };
}

/** Where an event is: "slideId:step", or its status. */
function whereIs(row: EventRow): string {
  return row.status === 'live' ? `${slidesOf(row)[row.slideIndex]!.id}:${currentStep(stateOf(row), slidesOf(row))}` : row.status;
}

export interface WorldOptions {
  /** The database the rooms use: a test can watch their queries. */
  roomsDb?: Db;
  /** As if other processes shared the event (REDIS_URL): the rooms keep no record of writes. */
  shared?: boolean;
}

/**
 * One process's live engine on `db` with a manual clock and scheduler: an event of `slides`
 * started by a new host, and helpers to play it.
 */
export async function liveWorld(
  db: Db,
  slides: Slide[],
  settings: Partial<EventSettings> = {},
  maxParticipants = 3,
  options: WorldOptions = {},
): Promise<World> {
  const clock = new ManualClock();
  const scheduler = new ManualScheduler(clock);
  const published: LiveMessage[] = [];
  const rosterWrites = new RosterWrites();
  const emitter = mqemitter();
  const publish = async (topic: string, payload: unknown) => {
    published.push(payload as LiveMessage);
    await new Promise<void>((ok) => emitter.emit({ topic, payload }, () => ok()));
  };
  const deps = {
    db,
    clock,
    scheduler,
    pubsub: { publish },
    log: silent,
    maxParticipants,
    rosterWrites,
    receivedAnswers: new ReceivedAnswers(),
  };
  const commands = new EventCommands(deps);
  const tokens = new ParticipantTokens('x'.repeat(40), clock);
  const rooms = new LiveRooms({
    db: options.roomsDb ?? db,
    clock,
    scheduler,
    emitter,
    publish,
    commands,
    log: silent,
    writes: options.shared ? null : rosterWrites,
  });
  const people = new ParticipantCommands(deps, tokens, commands, rooms, unlimitedAdmission(clock));
  const hostId = await newHost(db);
  const deckId = await newDeck(db, hostId, slides);
  const event = await commands.start(hostId, deckId, settings);
  const fresh = async () => (await findEvent(db, event.id))!;
  const join = async (nickname: string) => {
    const { token, participant } = await people.join({ code: event.code, nickname }, '127.0.0.1');
    return { claims: (await tokens.verify(token))!, id: participant.id, token };
  };
  const others: EventCommands[] = [];
  const settle = async () => {
    // A socket's connection count is written in a batch that waits a few ms for company.
    await microBatchesSettled();
    await rooms.room(event.id)?.settled();
  };
  const w: World = {
    clock,
    scheduler,
    commands,
    people,
    tokens,
    published,
    rosterWrites,
    hostId,
    deckId,
    event,
    host: (cmd) => commands.command(hostId, event.id, cmd),
    join,
    async joinConnected(nickname) {
      const seat = await join(nickname);
      const connection = await people.connect(seat.claims, event.id);
      return { ...seat, disconnect: () => connection.close() };
    },
    rooms,
    stop() {
      commands.stop();
      for (const o of others) o.stop();
      rooms.close();
    },
    settle,
    async passTime(ms) {
      clock.advance(ms);
      scheduler.runDue();
      await settle();
    },
    answer: (who, slideId, answer, timing = {}, round = 0) =>
      people.submitAnswer(who.claims, event.id, slideId, answer, round, { receivedAt: clock.now(), latencyMs: 0, ...timing }),
    async where() {
      await rooms.room(event.id)?.settled();
      return whereIs(await fresh());
    },
    fresh,
    elsewhere() {
      const held: unknown[] = [];
      const other = new EventCommands({
        ...deps,
        pubsub: { publish: async (_topic, payload) => void held.push(payload) },
        rosterWrites: new RosterWrites(),
        receivedAnswers: new ReceivedAnswers(),
      });
      others.push(other);
      return {
        commands: other,
        host: (cmd) => other.command(hostId, event.id, cmd),
        async deliver() {
          for (const payload of held.splice(0)) await publish(eventTopic(event.id), payload);
        },
      };
    },
  };
  return w;
}

/** `inner`, with the `execute` statements whose SQL matches `pattern` counted. */
export function countingQueries(inner: Db, pattern: RegExp): { db: Db; counted: () => number } {
  const sqlOf = (q: unknown) => JSON.stringify((q as { queryChunks?: { value?: unknown }[] }).queryChunks?.map((c) => c.value) ?? []);
  return countingCalls(inner, 'execute', (q) => pattern.test(sqlOf(q)));
}

/** `inner`, with the calls of its method `method` counted (those `counts` accepts, given the first argument). */
export function countingCalls(
  inner: Db,
  method: 'execute' | 'select',
  counts: (first: unknown) => boolean = () => true,
): { db: Db; counted: () => number } {
  let n = 0;
  const db = new Proxy(inner, {
    get(target, prop) {
      const v: unknown = Reflect.get(target, prop, target);
      if (typeof v !== 'function') return v;
      const bound = (v as (...a: unknown[]) => unknown).bind(target);
      if (prop !== method) return bound;
      return (...args: unknown[]) => {
        if (counts(args[0])) n++;
        return bound(...args);
      };
    },
  });
  return { db, counted: () => n };
}

/** One process's live engine on a test database, with a manual clock and scheduler. */
export interface LiveProcess {
  clock: ManualClock;
  scheduler: ManualScheduler;
  commands: EventCommands;
  people: ParticipantCommands;
  tokens: ParticipantTokens;
  rosterWrites: RosterWrites;
  rooms: LiveRooms;
  /** Starts an event of a new host's new deck. */
  event(slides: Slide[], settings?: Partial<EventSettings>): Promise<LiveEvent>;
  stop(): void;
}

export interface LiveEvent {
  row: EventRow;
  host(cmd: HostCommand): Promise<EventRow>;
  join(nickname: string): Promise<{ claims: ParticipantClaims; id: string }>;
  answer(who: { claims: ParticipantClaims }, slideId: string, answer: unknown, timing?: Partial<AnswerTimingInput>): Promise<AnswerReceipt>;
  /** Where the event is now: "slideId:step", or its status. */
  where(): Promise<string>;
  fresh(): Promise<EventRow>;
}

/**
 * A live engine as the server wires it, for tests of the live folder. Nothing it publishes
 * reaches its rooms, so `snapshots()` makes its answers take the hot path: each event's room
 * reads its snapshot once and keeps it as this process's view, whatever the database does
 * behind it (as when an announcement is lost).
 */
export function liveProcess(
  db: Db,
  { maxParticipants = 100, log = silent }: { maxParticipants?: number; log?: Log } = {},
): LiveProcess & { snapshots(eventIds: string[]): Promise<void> } {
  const clock = new ManualClock();
  const scheduler = new ManualScheduler(clock);
  const rosterWrites = new RosterWrites();
  const deps = {
    db,
    clock,
    scheduler,
    pubsub: { publish: async () => {} },
    log,
    maxParticipants,
    rosterWrites,
    receivedAnswers: new ReceivedAnswers(),
  };
  const commands = new EventCommands(deps);
  const tokens = new ParticipantTokens('x'.repeat(40), clock);
  const rooms = new LiveRooms({ db, clock, scheduler, emitter: mqemitter(), publish: async () => {}, commands, log, writes: rosterWrites });
  const people = new ParticipantCommands(deps, tokens, commands, rooms, unlimitedAdmission(clock));
  return {
    clock,
    scheduler,
    commands,
    people,
    tokens,
    rosterWrites,
    rooms,
    stop: () => {
      commands.stop();
      rooms.close();
    },
    async snapshots(eventIds) {
      for (const id of eventIds) await rooms.hold(id);
    },
    async event(slides, settings = {}) {
      const hostId = await newHost(db);
      const deckId = await newDeck(db, hostId, slides);
      const row = await commands.start(hostId, deckId, settings);
      const fresh = async () => (await findEvent(db, row.id))!;
      return {
        row,
        fresh,
        host: (cmd) => commands.command(hostId, row.id, cmd),
        async join(nickname) {
          const { token, participant } = await people.join({ code: row.code, nickname }, '127.0.0.1');
          return { claims: (await tokens.verify(token))!, id: participant.id };
        },
        answer: (who, slideId, answer, timing = {}) =>
          people.submitAnswer(who.claims, row.id, slideId, answer, 0, { receivedAt: clock.now(), latencyMs: 0, ...timing }),
        async where() {
          return whereIs(await fresh());
        },
      };
    },
  };
}

/** Advances until the event is at "slideId:step" (at most 20 steps). */
export async function advanceTo(e: Pick<LiveEvent, 'host' | 'where'>, target: string): Promise<void> {
  for (let i = 0; i < 20 && (await e.where()) !== target; i++) await e.host({ type: 'advance' });
  if ((await e.where()) !== target) throw new Error(`the event did not reach ${target}`);
}
