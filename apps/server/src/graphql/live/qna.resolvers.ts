import { z } from 'zod';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../resolvers.generated';
import { parseInput } from '../../lib/validation';
import { askQuestion, moderateQuestion, myQna, voteQuestion, type QnaDeps, type QnaMark } from '../../live/qna';
import { countActiveParticipants } from '../../live/store';
import { eventView } from '../../live/views';
import { requireViewer } from '../guards';

// Built once: zod compiles a schema on its first parse.
const id = z.string().min(1).max(64);
const slideArgs = z.object({ eventId: id, slideId: id });
// The text's own limits (280 characters, storable characters) are the engine's to check (R15.2).
const askArgs = slideArgs.extend({ text: z.string().max(2000), showName: z.boolean().nullish() });
const questionArgs = z.object({ eventId: id, questionId: z.string().min(1).max(20) });
const voteArgs = questionArgs.extend({ on: z.boolean() });
const answeredArgs = questionArgs.extend({ answered: z.boolean() });
const hiddenArgs = questionArgs.extend({ hidden: z.boolean() });
const featuredArgs = questionArgs.extend({ featured: z.boolean() });

function deps(ctx: MercuriusContext): QnaDeps {
  const { participants, rooms } = ctx.services.live;
  return {
    db: ctx.services.database.db,
    clock: ctx.services.clock,
    seat: (claims, eventId) => participants.seat(claims, eventId),
    changed: (eventId) => rooms.qnaActivity.announce(eventId),
    shownBoard: (eventId) => rooms.current(eventId)?.qna ?? null,
  };
}

function moderate(mark: QnaMark, schema: typeof answeredArgs | typeof hiddenArgs | typeof featuredArgs) {
  return async (_root: unknown, args: Record<string, unknown>, ctx: MercuriusContext) => {
    const viewer = requireViewer(ctx);
    const parsed = parseInput(schema, args) as z.infer<typeof questionArgs> & { answered?: boolean; hidden?: boolean; featured?: boolean };
    const on = parsed.answered ?? parsed.hidden ?? parsed.featured ?? false;
    return moderateQuestion(deps(ctx), viewer.id, parsed.eventId, parsed.questionId, mark, on);
  };
}

function setOpen(open: boolean) {
  return async (_root: unknown, args: Record<string, unknown>, ctx: MercuriusContext) => {
    const viewer = requireViewer(ctx);
    const { eventId, slideId } = parseInput(slideArgs, args);
    const row = await ctx.services.live.events.setQnaOpen(viewer.id, eventId, slideId, open);
    return eventView(row, await countActiveParticipants(ctx.services.database.db, row.id), ctx.services.config.maxParticipants);
  };
}

export const qnaResolvers: Resolvers = {
  Query: {
    async myQna(_root, args, ctx) {
      const { eventId, slideId } = parseInput(slideArgs, args);
      return myQna(deps(ctx), ctx.participant, eventId, slideId);
    },
  },
  Mutation: {
    async askQuestion(_root, args, ctx) {
      const { eventId, slideId, text, showName } = parseInput(askArgs, args);
      return askQuestion(deps(ctx), ctx.participant, eventId, slideId, { text, showName: showName ?? false });
    },
    async upvoteQuestion(_root, args, ctx) {
      const { eventId, questionId, on } = parseInput(voteArgs, args);
      return voteQuestion(deps(ctx), ctx.participant, eventId, questionId, on);
    },
    markQuestionAnswered: moderate('answered', answeredArgs),
    hideQuestion: moderate('hidden', hiddenArgs),
    featureQuestion: moderate('featured', featuredArgs),
    closeQna: setOpen(false),
    reopenQna: setOpen(true),
  },
};
