import { Reason, TEAMS_MAX, TEAMS_MIN, eventLanguageSchema, isUuid, teamListSchema, type TeamMode } from '@mingle/shared';
import { z } from 'zod';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../resolvers.generated';
import { appError, serverFull } from '../../lib/errors';
import { SERVER_FULL_RETRY_AFTER_S } from '../../lib/socketBudget';
import { parseInput } from '../../lib/validation';
import { latestValueIterator } from '../../live/latestIterator';
import type { HostCommand } from '../../live/service';
import { REMOVED_MESSAGE } from '../../live/room';
import {
  countActiveParticipants,
  findEvent,
  findOpenEventOfDeck,
  findParticipant,
  settingsOf,
  teamSettingsOf,
  type EventRow,
} from '../../live/store';
import { teamViewsOf } from '../../live/teams';
import { loadSnapshot } from '../../live/snapshot';
import { UpcomingWarnings } from '../../live/plays/upcoming';
import { eventView, hostStateFor, liveStateFor, teamOf } from '../../live/views';
import { LATENCY_CAP_MS } from '../../live/scoring';
import { roundTripOf } from '../heartbeat';
import { assertCanViewLeaderboard, eventCan, isHost } from '../../policies/event';
import { claimsSeatIn } from '../../policies/seat';
import { actorOf, requireViewer } from '../guards';

// Built once here, not in the resolvers: zod compiles a schema on its first parse, and a
// schema made per call (as `.extend` in a resolver would) is compiled again for every answer.
const eventIdArg = z.object({ eventId: z.string().min(1).max(64) });
const codeArg = z.object({ code: z.string().max(20) });
const idArg = z.object({ id: z.string().max(64) });
const deckIdArg = z.object({ deckId: z.string().max(64) });
const leaderboardArgs = eventIdArg.extend({ top: z.number().int().min(1).max(100).nullish() });
const answerArgs = eventIdArg.extend({ slideId: z.string().max(64), round: z.number().int().min(0).max(100).nullish() });
const gotoArgs = z.object({ index: z.number().int() });
const addTimeArgs = z.object({ seconds: z.number().int() });
const lockLobbyArgs = eventIdArg.extend({ locked: z.boolean() });
const languageArgs = eventIdArg.extend({ language: eventLanguageSchema });
const soundArgs = eventIdArg.extend({ on: z.boolean() });
const removeArgs = eventIdArg.extend({ participantId: z.string().max(64) });
const subjectArgs = eventIdArg.extend({ slideId: z.string().max(64), participantId: z.string().max(64) });
const settingsInput = z
  .object({
    lateJoin: z.boolean().nullish(),
    closeWhenAllAnswered: z.boolean().nullish(),
    askEmail: z.enum(['OFF', 'OPTIONAL', 'REQUIRED']).nullish(),
    dropGraceSeconds: z
      .number()
      .int()
      .min(0, { error: 'dropGraceSeconds: 0 to 60' })
      .max(60, { error: 'dropGraceSeconds: 0 to 60' })
      .nullish(),
    language: eventLanguageSchema.optional(),
    sound: z.boolean().nullish(),
    teamMode: z.enum(['OFF', 'AUTO', 'CHOOSE']).nullish(),
    teams: teamListSchema.nullish(),
    teamCount: z
      .number()
      .int()
      .min(TEAMS_MIN, { error: `teamCount: ${TEAMS_MIN} to ${TEAMS_MAX}` })
      .max(TEAMS_MAX, { error: `teamCount: ${TEAMS_MIN} to ${TEAMS_MAX}` })
      .nullish(),
  })
  .nullish();

/** The schema's enums are the engine's values in capitals (EventStatus, EmailSetting). */
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

async function view(ctx: MercuriusContext, row: EventRow) {
  return eventView(row, await countActiveParticipants(ctx.services.database.db, row.id), ctx.services.config.maxParticipants);
}

/** A host command as a resolver: parse, authorise (inside the command), apply, return the event. */
const hostCommand =
  (toCommand: (args: Record<string, unknown>) => HostCommand) =>
  async (_root: unknown, args: Record<string, unknown>, ctx: MercuriusContext) => {
    const viewer = requireViewer(ctx);
    const { eventId } = parseInput(eventIdArg, args);
    return view(ctx, await ctx.services.live.events.command(viewer.id, eventId, toCommand(args)));
  };

export const liveResolvers: Resolvers = {
  Query: {
    async eventByCode(_root, args, ctx) {
      const { code } = parseInput(codeArg, args);
      const { event, refusal } = await ctx.services.live.participants.eventForCode(code, ctx.ip);
      return {
        id: event.id,
        code: event.code,
        title: event.title,
        status: upper(event.status),
        askEmail: upper(settingsOf(event).askEmail),
        language: settingsOf(event).language,
        teamMode: upper(teamSettingsOf(event).teamMode),
        teams: teamViewsOf(teamSettingsOf(event)) ?? [],
        joinable: refusal === null,
        reason: refusal?.message ?? null,
        reasonCode: refusal?.reason ?? null,
      };
    },
    async event(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { id } = parseInput(idArg, args);
      return view(ctx, await ctx.services.live.events.loadAsHost(viewer.id, id));
    },
    async runningEvent(_root, args, ctx) {
      requireViewer(ctx);
      const { deckId } = parseInput(deckIdArg, args);
      const row = isUuid(deckId) ? await findOpenEventOfDeck(ctx.services.database.db, deckId) : undefined;
      // Not the host's: the same null as no event, so nothing is learnt of others' decks.
      return row && isHost(actorOf(ctx), row) ? view(ctx, row) : null;
    },
    async leaderboard(_root, args, ctx) {
      const { eventId, top } = parseInput(leaderboardArgs, args);
      const { db } = ctx.services.database;
      const actor = actorOf(ctx);
      const seat = actor.seat && claimsSeatIn(actor, eventId) ? await findParticipant(db, actor.seat.participantId) : undefined;
      assertCanViewLeaderboard(actor, await findEvent(db, eventId), seat);
      const snap = await loadSnapshot(db, eventId, ctx.services.clock.now());
      if (!snap) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
      return snap.ranking
        .slice(0, top ?? 10)
        .map((r) => ({ rank: r.rank, participantId: r.participantId, nickname: r.nickname, score: r.score }));
    },
  },
  Mutation: {
    async startEvent(_root, args: { deckId?: unknown; settings?: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const { deckId } = parseInput(deckIdArg, args);
      const s = parseInput(settingsInput, args.settings);
      const settings = {
        ...(s?.lateJoin != null ? { lateJoin: s.lateJoin } : {}),
        ...(s?.closeWhenAllAnswered != null ? { closeWhenAllAnswered: s.closeWhenAllAnswered } : {}),
        ...(s?.askEmail != null ? { askEmail: s.askEmail.toLowerCase() as 'off' | 'optional' | 'required' } : {}),
        ...(s?.dropGraceSeconds != null ? { dropGraceSeconds: s.dropGraceSeconds } : {}),
        // null is a choice here (every screen its browser's language); absent leaves the deck's.
        ...(s?.language !== undefined ? { language: s.language } : {}),
        ...(s?.sound != null ? { sound: s.sound } : {}),
        ...(s?.teamMode != null ? { teamMode: s.teamMode.toLowerCase() as TeamMode } : {}),
        ...(s?.teams != null ? { teams: s.teams } : {}),
        ...(s?.teamCount != null ? { teamCount: s.teamCount } : {}),
      };
      return view(ctx, await ctx.services.live.events.start(viewer.id, deckId, settings));
    },
    async joinEvent(_root, args, ctx) {
      // ADR 54: a seat is no use without a socket; a full process says so before taking one.
      if (!ctx.services.sockets.hasRoom()) {
        ctx.services.sockets.refuse('join');
        throw serverFull(SERVER_FULL_RETRY_AFTER_S);
      }
      const { token, participant, event } = await ctx.services.live.participants.join(args, ctx.ip);
      return {
        participantToken: token,
        participant: {
          id: participant.id,
          nickname: participant.nickname,
          team: teamOf({ teams: teamViewsOf(teamSettingsOf(event)) }, participant.team),
        },
        event: { id: event.id, code: event.code, title: event.title, status: upper(event.status) },
      };
    },
    async submitAnswer(_root, args: { answer?: unknown }, ctx) {
      const receivedAt = ctx.services.clock.now();
      const { eventId, slideId, round } = parseInput(answerArgs, args);
      const r = round ?? 0;
      const rtt = ctx.socket ? roundTripOf(ctx.socket) : undefined;
      const sentAt = ctx.participant
        ? ctx.services.live.rooms.room(eventId)?.answeringSentAt(slideId, r, ctx.participant.participantId)
        : undefined;
      return ctx.services.live.participants.submitAnswer(ctx.participant, eventId, slideId, args.answer, r, {
        receivedAt,
        sentAt,
        latencyMs: rtt === undefined ? 0 : Math.min(rtt / 2, LATENCY_CAP_MS),
      });
    },
    advanceEvent: hostCommand(() => ({ type: 'advance' })),
    previousStep: hostCommand(() => ({ type: 'previous' })),
    gotoSlide: hostCommand((a) => ({ type: 'goto', index: parseInput(gotoArgs, a).index })),
    lockAnswers: hostCommand(() => ({ type: 'lock' })),
    addTime: hostCommand((a) => ({ type: 'addTime', seconds: parseInput(addTimeArgs, a).seconds })),
    pauseEvent: hostCommand(() => ({ type: 'pause' })),
    resumeEvent: hostCommand(() => ({ type: 'resume' })),
    nextRound: hostCommand(() => ({ type: 'nextRound' })),
    endEvent: hostCommand(() => ({ type: 'end' })),
    async lockLobby(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { eventId, locked } = parseInput(lockLobbyArgs, args);
      return view(ctx, await ctx.services.live.events.lockLobby(viewer.id, eventId, locked));
    },
    async setEventLanguage(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { eventId, language } = parseInput(languageArgs, args);
      return view(ctx, await ctx.services.live.events.setLanguage(viewer.id, eventId, language));
    },
    async setEventSound(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { eventId, on } = parseInput(soundArgs, args);
      return view(ctx, await ctx.services.live.events.setSound(viewer.id, eventId, on));
    },
    async setSlideSubject(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { eventId, slideId, participantId } = parseInput(subjectArgs, args);
      return view(ctx, await ctx.services.live.events.setSlideSubject(viewer.id, eventId, slideId, participantId));
    },
    async removeParticipant(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { eventId, participantId } = parseInput(removeArgs, args);
      return view(ctx, await ctx.services.live.participants.removeParticipant(viewer.id, eventId, participantId));
    },
  },
  Event: {
    // Every Event this schema serves is made by eventView.
    can: (source, _args, ctx) => eventCan(actorOf(ctx), source as ReturnType<typeof eventView>),
  },
  Subscription: {
    liveEvent: {
      // Documents the websocket fan-out cannot plan (graphql/ws/livePlan.ts) come here: the
      // same room and rules, executed per subscriber.
      async subscribe(_root, args, ctx) {
        const { eventId } = parseInput(eventIdArg, args);
        const { live, clock } = ctx.services;
        const connection = await live.participants.connect(ctx.participant, eventId, ctx.viewer);
        const { room, participantId } = connection;
        let detach = () => {};
        const out = latestValueIterator<{ liveEvent: ReturnType<typeof liveStateFor> }>(() => {
          detach();
          connection.close();
        });
        let refreshed = false;
        detach = room.attach({
          state: (snap) => {
            if (participantId && room.isRemoved(participantId)) {
              out.fail(appError(Reason.SEAT_REMOVED, REMOVED_MESSAGE));
              return;
            }
            // A seat newer than this process's snapshot: show the state now, and reload once.
            if (participantId && !snap.byId.has(participantId) && !refreshed) {
              refreshed = true;
              void room.refresh();
            }
            const now = clock.now();
            if (participantId && snap.step === 'answering' && snap.slide)
              room.answeringTimes(snap.slide.id, snap.state.round).note(participantId, now);
            out.push({ liveEvent: liveStateFor(snap, participantId, now) });
          },
        });
        return out.iterator;
      },
    },
    hostEvent: {
      async subscribe(_root, args, ctx) {
        const viewer = requireViewer(ctx);
        const { eventId } = parseInput(eventIdArg, args);
        const { live, clock, config } = ctx.services;
        await live.events.loadAsHost(viewer.id, eventId);
        let release = () => {};
        const out = latestValueIterator<{ hostEvent: ReturnType<typeof hostStateFor> }>(() => release());
        // R20.3: the warning about the next slide may need a query; views stay in order behind it.
        const upcoming = new UpcomingWarnings(ctx.services.database.db, eventId);
        let queue = Promise.resolve();
        ({ release } = await live.rooms.attach(eventId, {
          state: (snap) => {
            const now = clock.now();
            queue = queue
              .then(() => upcoming.of(snap))
              .catch((err: unknown) => {
                ctx.services.log.error({ err, eventId }, 'checking the next slide for the host failed');
                return null;
              })
              .then((warning) => out.push({ hostEvent: hostStateFor(snap, now, config.maxParticipants, warning) }));
          },
        }));
        return out.iterator;
      },
    },
  },
};
