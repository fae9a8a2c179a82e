import { execute, type GraphQLSchema } from 'graphql';
import { GraphQLErrorCode, Reason } from '@mingle/shared';
import type { GraphQLContext } from '../context';
import { REMOVED_MESSAGE, type LiveRoom } from '../../live/room';
import type { AnsweringTimes } from '../../live/sendTimes';
import type { EventSnapshot, PreparedChange, RankedParticipant, SnapshotAnswer } from '../../live/snapshot';
import { NO_ANSWERS } from '../../live/standings';
import { solutionsShown } from '../../live/steps';
import { liveStateFor, teamOf } from '../../live/views';
import { appError } from '../../lib/errors';
import type { Services } from '../../services';
import type { GraphQLSocket } from './connection';
import type { PreparedOperation } from './operations';
import { answerJsonOf, planLiveSubscription, type LivePlan, type MeWriter } from './livePlan';
import { checked, fitsMaps, sameSource, swapIn, written, type Expected, type MeText, type MeVersion, type PhoneMeSource } from './meTexts';
import { framePrefix } from './protocol';
import { monotonicMs, noteStateSend } from './stateSends';

interface Subscriber {
  conn: GraphQLSocket;
  id: string;
  /** The frame's opening with this subscription's id, encoded: built once. */
  prefix: Buffer;
  participantId: string | null;
  group: Group;
  leave: () => void;
  /** The participant's `me` texts (room.meTexts), kept here to save a lookup per state. */
  me: MeText | null;
}

/** Subscribers that sent the same document and variables: executed once per state. */
interface Group {
  key: string;
  op: PreparedOperation;
  plan: LivePlan;
  context: GraphQLContext;
  /** The shared payload for the current snapshot, encoded, split around the `me` slot. */
  cached: SharedPayload | null;
}

interface SharedPayload {
  snapshot: EventSnapshot;
  head: Buffer;
  /** null when the document does not select `me`. */
  tail: Buffer | null;
}

/**
 * How many `me` texts were written while sending (on the way to the phones) and ahead (while
 * the room waited): for tests and profiling, where the difference is the point.
 */
export const meWrites = { whileSending: 0, ahead: 0 };

/** Frame openings by protocol and subscription id: almost every phone uses the same id. */
const prefixes = new Map<string, Buffer>();
function prefixBytes(protocol: GraphQLSocket['protocol'], id: string): Buffer {
  const key = `${protocol}\u0001${id}`;
  let bytes = prefixes.get(key);
  if (!bytes) {
    bytes = Buffer.from(framePrefix(protocol, id));
    if (prefixes.size < 1000) prefixes.set(key, bytes);
  }
  return bytes;
}

/** The phones and screens of one event on this process, and what was written for them. */
interface Room {
  /** The event's room in the engine: snapshots, presence, send times. */
  live: LiveRoom;
  subscribers: Set<Subscriber>;
  groups: Map<string, Group>;
  snapshot: EventSnapshot | null;
  generation: number;
  /** When every phone last got a state (monotonic ms). */
  lastFullAt: number;
  /** A round for every phone, due after phones were skipped, so the last counts arrive. */
  catchUp: NodeJS.Timeout | null;
  /** A round for every phone started and has not finished: the next round must be one too. */
  fullRoundOpen: boolean;
  unsubscribe: () => void;
  /** Each phone's last `me` text, by participant (a Map: a WeakMap's get and set cost ~1 µs each). */
  meTexts: Map<string, MeText>;
}

/**
 * Between changes of state, counts move with every answer and join. Big screens get them at
 * each refresh; a phone gets a state when its own standing changed (its answer was stored,
 * it joined) and otherwise at most this often: 10,000 phones times four refreshes a second
 * would be 40,000 frames a second of counts nobody reads.
 */
const PHONE_COUNTS_EVERY_MS = 2000;

/**
 * Phones per turn of the event loop. A change of state goes out to everyone in one turn: a
 * pause halfway lets in the answers the first half already sends (answering) and the
 * heartbeat's pongs, and the second half waits for all of them (docs/BENCHMARKS.md). Count
 * refreshes go out in small slices, so answers keep flowing.
 */
const STATE_SLICE = Infinity;
const COUNTS_SLICE = 1000;
const SLOT = '\u0000mingle-me-slot\u0000';
const SLOT_JSON = JSON.stringify(SLOT);

/**
 * The fast path for `liveEvent`: with thousands of phones on one event, the state is executed
 * and serialised once per document, and each phone gets the same bytes with only its
 * subscription id and its own `me` spliced in (research/realtime-perf.md: ~16 µs a phone
 * instead of ~65 µs for one GraphQL execution per subscriber).
 */
export class LiveFanout {
  private readonly rooms = new Map<string, Room>();
  private readonly opening = new Map<string, Promise<Room>>();
  /** Whether the snapshot's step shows results, worked out once per snapshot. */
  private shows: { snapshot: EventSnapshot; value: boolean } | null = null;
  /** Where the snapshot's answering step's send times are noted (R6.2), found once per snapshot. */
  private answering: { snapshot: EventSnapshot; times: AnsweringTimes } | null = null;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly services: Services,
  ) {}

  /** Takes a subscription onto the fast path; null when it is not a plain liveEvent one. */
  async accept(conn: GraphQLSocket, id: string, op: PreparedOperation, context: GraphQLContext): Promise<(() => void) | null> {
    const plan = planLiveSubscription(op.operation);
    if (!plan) return null;
    const eventId = 'literal' in plan.eventIdArg ? plan.eventIdArg.literal : op.variables[plan.eventIdArg.variable];
    if (typeof eventId !== 'string' || eventId.length > 64) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
    const connection = await this.services.live.participants.connect(context.participant, eventId, context.viewer);
    let room: Room;
    try {
      room = await this.room(eventId);
    } catch (err) {
      connection.close();
      throw err;
    }
    const key = `${op.operationName ?? ''}\u0001${JSON.stringify(op.variables)}\u0001${op.document.loc?.source.body ?? ''}\u0001${context.participant ? 'p' : 's'}`;
    let group = room.groups.get(key);
    if (!group) {
      group = { key, op, plan, context, cached: null };
      room.groups.set(key, group);
    }
    const sub: Subscriber = {
      conn,
      id,
      prefix: prefixBytes(conn.protocol, id),
      participantId: connection.participantId,
      group,
      leave: () => connection.close(),
      me: null,
    };
    room.subscribers.add(sub);
    if (room.snapshot) {
      const at = this.services.clock.now();
      this.deliver(room, sub, room.snapshot);
      if (room.snapshot.step === 'answering') this.noteAnsweringSends(room, room.snapshot, [sub], 0, 1, at, at);
    } else void this.refreshSoon(eventId);
    return () => this.remove(eventId, sub);
  }

  private async refreshSoon(eventId: string) {
    await this.services.live.rooms.refresh(eventId);
  }

  private async room(eventId: string): Promise<Room> {
    const room = this.rooms.get(eventId);
    if (room) return room;
    const opening = this.opening.get(eventId);
    if (opening) return opening;
    const opened = (async () => {
      let r: Room | null = null;
      // The room gives its snapshot at once on attaching: this audience must exist by then.
      const handle = await this.services.live.rooms.attach(eventId, {
        state: (snap) => {
          if (r) void this.broadcast(r, snap);
        },
        prepared: (snap, prepared) => {
          if (r) this.writeAhead(r, snap, prepared);
        },
      });
      r = {
        live: handle.room,
        subscribers: new Set(),
        groups: new Map(),
        snapshot: handle.room.snapshot,
        generation: 0,
        lastFullAt: 0,
        catchUp: null,
        fullRoundOpen: false,
        unsubscribe: handle.release,
        meTexts: new Map(),
      };
      this.rooms.set(eventId, r);
      return r;
    })().finally(() => this.opening.delete(eventId));
    this.opening.set(eventId, opened);
    return opened;
  }

  private remove(eventId: string, sub: Subscriber): void {
    const room = this.rooms.get(eventId);
    if (!room || !room.subscribers.delete(sub)) return;
    sub.leave();
    if (sub.participantId) room.meTexts.delete(sub.participantId);
    if (![...room.subscribers].some((s) => s.group === sub.group)) room.groups.delete(sub.group.key);
    if (room.subscribers.size === 0) {
      if (room.catchUp) clearTimeout(room.catchUp);
      room.unsubscribe();
      this.rooms.delete(eventId);
    }
  }

  /** Sends a new state to every subscriber, in slices; a newer state restarts the round. */
  private async broadcast(room: Room, snap: EventSnapshot, force = false): Promise<void> {
    const previous = room.snapshot;
    room.snapshot = snap;
    const generation = ++room.generation;
    const now = performance.now();
    // A round cut short by a newer snapshot left phones without the state: finish it for all.
    const everyone =
      force ||
      room.fullRoundOpen ||
      !previous ||
      previous.state.version !== snap.state.version ||
      now - room.lastFullAt >= PHONE_COUNTS_EVERY_MS;
    if (everyone) {
      room.fullRoundOpen = true;
      room.lastFullAt = now;
      if (room.catchUp) clearTimeout(room.catchUp);
      room.catchUp = null;
    } else if (!room.catchUp) {
      room.catchUp = setTimeout(
        () => {
          room.catchUp = null;
          if (room.snapshot) void this.broadcast(room, room.snapshot, true);
        },
        Math.max(0, room.lastFullAt + PHONE_COUNTS_EVERY_MS - now),
      );
      room.catchUp.unref();
    }
    const stateChanged = !previous || previous.state.version !== snap.state.version;
    const slice = stateChanged ? STATE_SLICE : COUNTS_SLICE;
    const startMs = monotonicMs();
    const meBefore = meWrites.whileSending;
    const subs = [...room.subscribers];
    let sent = 0;
    let lastWriteMs = startMs;
    for (let from = 0; from < subs.length; from += slice) {
      if (from > 0) {
        await new Promise((r) => setImmediate(r));
        if (room.generation !== generation) return;
      }
      const to = Math.min(subs.length, from + slice);
      const sliceStartedAt = this.services.clock.now();
      sent += this.sendSlice(room, subs, from, to, snap, everyone ? null : previous);
      lastWriteMs = monotonicMs();
      if (snap.step === 'answering') this.noteAnsweringSends(room, snap, subs, from, to, sliceStartedAt, this.services.clock.now());
    }
    if (everyone && room.generation === generation) room.fullRoundOpen = false;
    if (stateChanged)
      noteStateSend({
        eventId: snap.row.id,
        version: snap.state.version,
        phones: sent,
        meWritten: meWrites.whileSending - meBefore,
        startMs,
        endMs: lastWriteMs,
      });
  }

  /**
   * Sends `snap` to subs[from, to) — with `onlyMovedSince`, only to phones whose standing moved
   * since that snapshot — and returns how many got it. The loop every phone goes through: it
   * runs at every count refresh while a room fills, so V8 has optimised it, with all its
   * branches seen, before the first change of state. Anything that only some steps do stays
   * out of it: a branch first taken at 10,000 phones throws the optimised code away mid-send,
   * and re-optimising took ~80 ms of the same core (ADR 12).
   */
  private sendSlice(
    room: Room,
    subs: readonly Subscriber[],
    from: number,
    to: number,
    snap: EventSnapshot,
    onlyMovedSince: EventSnapshot | null,
  ): number {
    let sent = 0;
    for (let i = from; i < to; i++) {
      const sub = subs[i]!;
      if (onlyMovedSince && sub.participantId && !standingChanged(onlyMovedSince, snap, sub.participantId)) continue;
      this.deliver(room, sub, snap);
      sent++;
    }
    return sent;
  }

  /**
   * Notes when phones were sent an answering step (R6.2: their answer time starts then), after
   * the slice that sent it, and before any of their answers can be read: the slice runs in one
   * turn of the event loop. The phones of a slice were written one after another at an even
   * pace, so each is given its place between the slice's start and end; a phone that had the
   * step before keeps its first time.
   */
  private noteAnsweringSends(
    room: Room,
    snap: EventSnapshot,
    subs: readonly Subscriber[],
    from: number,
    to: number,
    startedAt: number,
    endedAt: number,
  ): void {
    if (!snap.slide) return;
    if (this.answering?.snapshot !== snap)
      this.answering = { snapshot: snap, times: room.live.answeringTimes(snap.slide.id, snap.state.round) };
    const { times } = this.answering;
    const step = (endedAt - startedAt) / Math.max(1, to - from);
    for (let i = from; i < to; i++) {
      const id = subs[i]!.participantId;
      if (id) times.note(id, startedAt + step * (i - from));
    }
  }

  private deliver(room: Room, sub: Subscriber, snap: EventSnapshot): void {
    const { participantId, conn } = sub;
    const eventId = snap.row.id;
    if (participantId && snap.removed.has(participantId)) {
      conn.sendErrors(sub.id, [
        { message: REMOVED_MESSAGE, extensions: { code: GraphQLErrorCode.FORBIDDEN, reason: Reason.SEAT_REMOVED } },
      ]);
      conn.forget(sub.id);
      this.remove(eventId, sub);
      return;
    }
    const payload = this.shared(sub.group, snap);
    const { writeMe } = sub.group.plan;
    if (payload.tail === null || !writeMe) conn.sendParts(sub.prefix, payload.head, '', payload.tail, 0);
    else if (!participantId) conn.sendParts(sub.prefix, payload.head, 'null', payload.tail, 4);
    else {
      const me = this.meOf(room, snap, sub, participantId, writeMe);
      conn.sendParts(sub.prefix, payload.head, me?.text ?? 'null', payload.tail, me?.bytes ?? 4);
    }
  }

  /**
   * A phone's `me`, written (null when it is not in the event). Its standing object is kept
   * from one snapshot to the next while nobody's standing moved, so the text written for it
   * is kept too, until its answer or what the step may show of it changes.
   */
  private meOf(room: Room, snap: EventSnapshot, sub: Subscriber, participantId: string, writer: MeWriter): MeVersion | null {
    if (this.shows?.snapshot !== snap) this.shows = { snapshot: snap, value: solutionsShown(snap.slide, snap.step) };
    const showsResult = this.shows.value;
    const sitsOut = snap.sitOuts.size === 0 ? null : (snap.sitOuts.get(participantId) ?? null);
    const known = sub.me ?? room.meTexts.get(participantId);
    const last = known?.current;
    // Most changes of state keep the ranking and the answers as they were, and a text written
    // ahead knows the maps it was written for: no lookups then.
    if (last && fitsMaps(last, snap, showsResult, sitsOut, writer)) return last;
    if (known) {
      const i = known.ahead.findIndex((v) => fitsMaps(v, snap, showsResult, sitsOut, writer));
      if (i >= 0) return swapIn(known, i);
    }
    const standing = snap.byId.get(participantId);
    if (!standing) return null;
    const answer = snap.answers.get(participantId);
    if (!known) {
      const participantIdJson = JSON.stringify(participantId);
      const nicknameJson = JSON.stringify(standing.nickname);
      const team = teamOf(snap, standing.team);
      meWrites.whileSending++;
      const current = written(
        null,
        { standing, answer, showsResult, participantIdJson, nicknameJson, answerJson: answerJsonOf(answer), sitsOut, team },
        writer,
      );
      const texts: MeText = { current, ahead: [], nickname: standing.nickname, participantIdJson, nicknameJson, team };
      room.meTexts.set(participantId, texts);
      sub.me = texts;
      return checked(current, snap);
    }
    sub.me = known;
    if (sameSource(known.current, standing, answer, showsResult, sitsOut, writer)) return checked(known.current, snap);
    const i = known.ahead.findIndex((v) => sameSource(v, standing, answer, showsResult, sitsOut, writer));
    if (i >= 0) return checked(swapIn(known, i), snap);
    // Rewritten in place: a new object per phone per state would live until the next state
    // and leave 10,000 objects a step for the old generation's collector.
    meWrites.whileSending++;
    return checked(written(known.current, this.sourceFor(known, standing, answer, showsResult, sitsOut, known.current), writer), snap);
  }

  /**
   * Writes each phone's `me` for the host's likely next changes while the room waits (the
   * room calls this once the snapshot has been still a while). At a reveal every `me` changes
   * at once — the result shows, the score moves — and writing 10,000 of them was a quarter of
   * the reveal's fan-out. After a reveal the same standings come back hiding the result:
   * with nothing answered yet (the next question) or with this slide's answers (the end).
   */
  private writeAhead(room: Room, snap: EventSnapshot, prepared: PreparedChange): void {
    if (room.snapshot !== snap) return;
    const expected: Expected[] = prepared.revealById
      ? [{ byId: prepared.revealById, answers: snap.answers, showsResult: true, sitsOut: null }]
      : solutionsShown(snap.slide, snap.step)
        ? [
            { byId: snap.byId, answers: NO_ANSWERS, showsResult: false, sitsOut: null },
            { byId: snap.byId, answers: snap.answers, showsResult: false, sitsOut: null },
          ]
        : [];
    if (expected.length === 0) return;
    for (const sub of room.subscribers) {
      const writer = sub.group.plan.writeMe;
      const known = sub.participantId ? room.meTexts.get(sub.participantId) : undefined;
      if (!writer || !known) continue;
      const id = sub.participantId!;
      const spare = known.ahead;
      const ahead: MeVersion[] = [];
      for (const e of expected) {
        const standing = e.byId.get(id);
        const answer = e.answers.get(id);
        if (!standing || sameSource(known.current, standing, answer, e.showsResult, e.sitsOut, writer)) continue;
        if (ahead.some((v) => sameSource(v, standing, answer, e.showsResult, e.sitsOut, writer))) continue;
        const kept = spare.findIndex((v) => sameSource(v, standing, answer, e.showsResult, e.sitsOut, writer));
        let version: MeVersion;
        if (kept >= 0) version = spare.splice(kept, 1)[0]!;
        else {
          meWrites.ahead++;
          version = written(spare.pop() ?? null, this.sourceFor(known, standing, answer, e.showsResult, e.sitsOut, known.current), writer);
        }
        // The maps the next snapshot holds if the host does what is expected.
        version.checkedById = e.byId;
        version.checkedAnswers = e.answers;
        ahead.push(version);
      }
      known.ahead = ahead;
    }
  }

  /** What a phone's `me` is written from, reusing the strings quoted for it before. */
  private sourceFor(
    known: MeText,
    standing: RankedParticipant,
    answer: SnapshotAnswer | undefined,
    showsResult: boolean,
    sitsOut: string | null,
    last: MeVersion,
  ): PhoneMeSource {
    if (known.nickname !== standing.nickname) {
      known.nickname = standing.nickname;
      known.nicknameJson = JSON.stringify(standing.nickname);
    }
    const answerJson = last.answer === answer ? last.answerJson : answerJsonOf(answer);
    return {
      standing,
      answer,
      showsResult,
      participantIdJson: known.participantIdJson,
      nicknameJson: known.nicknameJson,
      answerJson,
      sitsOut,
      team: known.team,
    };
  }

  /** Executes the group's document once for this snapshot and splits it at the `me` slot. */
  private shared(group: Group, snap: EventSnapshot): SharedPayload {
    if (group.cached?.snapshot === snap) return group.cached;
    const state = liveStateFor(snap, null, this.services.clock.now());
    const result = execute({
      schema: this.schema,
      document: group.op.document,
      rootValue: { liveEvent: state },
      contextValue: group.context,
      variableValues: group.op.variables,
      operationName: group.op.operationName,
    });
    if (result instanceof Promise) throw new Error('liveEvent fields must resolve synchronously');
    const data = result.data?.[group.plan.rootKey] as Record<string, unknown> | null | undefined;
    let text: string;
    if (data && group.plan.meKey) {
      data[group.plan.meKey] = SLOT;
      text = JSON.stringify(result.errors ? { data: result.data, errors: result.errors } : { data: result.data });
    } else {
      text = JSON.stringify(result.errors ? { data: result.data ?? null, errors: result.errors } : { data: result.data });
    }
    const at = group.plan.meKey ? text.indexOf(SLOT_JSON) : -1;
    const cached = {
      snapshot: snap,
      head: Buffer.from(at < 0 ? text : text.slice(0, at)),
      tail: at < 0 ? null : Buffer.from(text.slice(at + SLOT_JSON.length)),
    };
    group.cached = cached;
    return cached;
  }

  close(): void {
    for (const room of this.rooms.values()) {
      room.unsubscribe();
      for (const s of room.subscribers) s.leave();
    }
    this.rooms.clear();
  }
}

/**
 * Whether a phone must hear of a change between two snapshots of one version at once: it
 * joined (its `me` appears) or was removed. A stored answer is already acknowledged to the
 * phone, so `me.answered` can wait for the next round.
 */
function standingChanged(before: EventSnapshot | null, after: EventSnapshot, participantId: string): boolean {
  if (!before) return true;
  return before.byId.has(participantId) !== after.byId.has(participantId) || after.removed.has(participantId);
}
