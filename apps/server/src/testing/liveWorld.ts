import { randomBytes, randomUUID } from 'node:crypto';
import type { Slide } from '@mingle/shared';
import type { Db } from '../db/client';
import { decks, users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import type { Log } from '../lib/log';
import { ParticipantCommands, type AnswerReceipt, type AnswerTimingInput } from '../live/participants';
import { RosterWrites } from '../live/rosterWrites';
import { ManualScheduler } from '../live/scheduler';
import { EventCommands, type HostCommand } from '../live/service';
import { loadSnapshot } from '../live/snapshot';
import { currentStep } from '../live/state';
import { findEvent, slidesOf, stateOf, type EventRow, type EventSettings } from '../live/store';
import { ParticipantTokens, type ParticipantClaims } from '../live/tokens';

export const silentLog: Log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

/** One process's live engine on a test database, with a manual clock and scheduler. */
export interface LiveProcess {
  clock: ManualClock;
  scheduler: ManualScheduler;
  commands: EventCommands;
  people: ParticipantCommands;
  tokens: ParticipantTokens;
  rosterWrites: RosterWrites;
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
 * A live engine as the server wires it, for tests of the live folder. `snapshots()` makes its
 * answers take the hot path: each event's snapshot is read once, then kept as this process's
 * view, whatever the database does behind it (as when an announcement is lost).
 */
export function liveProcess(db: Db, { maxParticipants = 100, log = silentLog }: { maxParticipants?: number; log?: Log } = {}): LiveProcess & { snapshots(eventIds: string[]): Promise<void> } {
  const clock = new ManualClock();
  const scheduler = new ManualScheduler(clock);
  const rosterWrites = new RosterWrites();
  const deps = { db, clock, scheduler, pubsub: { publish: async () => {} }, log, maxParticipants, rosterWrites };
  const commands = new EventCommands(deps);
  const tokens = new ParticipantTokens('x'.repeat(40), clock);
  const people = new ParticipantCommands(deps, tokens, commands);
  return {
    clock,
    scheduler,
    commands,
    people,
    tokens,
    rosterWrites,
    stop: () => commands.stop(),
    async snapshots(eventIds) {
      const held = new Map<string, NonNullable<Awaited<ReturnType<typeof loadSnapshot>>>>();
      for (const id of eventIds) held.set(id, (await loadSnapshot(db, id, clock.now()))!);
      people.snapshotOf = (id) => held.get(id) ?? null;
    },
    async event(slides, settings = {}) {
      const [u] = await db
        .insert(users)
        .values({ email: `${randomUUID()}@example.com`, passwordHash: 'not-a-hash', displayName: 'Host', referralCode: randomBytes(6).toString('base64url') })
        .returning({ id: users.id });
      const [d] = await db.insert(decks).values({ ownerId: u!.id, title: 'Quiz night', slides }).returning({ id: decks.id });
      const row = await commands.start(u!.id, d!.id, settings);
      const fresh = async () => (await findEvent(db, row.id))!;
      return {
        row,
        fresh,
        host: (cmd) => commands.command(u!.id, row.id, cmd),
        async join(nickname) {
          const { token, participant } = await people.join({ code: row.code, nickname });
          return { claims: (await tokens.verify(token))!, id: participant.id };
        },
        answer: (who, slideId, answer, timing = {}) => people.submitAnswer(who.claims, row.id, slideId, answer, 0, { receivedAt: clock.now(), latencyMs: 0, ...timing }),
        async where() {
          const r = await fresh();
          return r.status === 'live' ? `${slidesOf(r)[r.slideIndex]!.id}:${currentStep(stateOf(r), slidesOf(r))}` : r.status;
        },
      };
    },
  };
}

/** Advances until the event is at "slideId:step" (at most 20 steps). */
export async function advanceTo(e: LiveEvent, target: string): Promise<void> {
  for (let i = 0; i < 20 && (await e.where()) !== target; i++) await e.host({ type: 'advance' });
  if ((await e.where()) !== target) throw new Error(`the event did not reach ${target}`);
}
