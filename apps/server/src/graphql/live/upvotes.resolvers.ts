import { z } from 'zod';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../resolvers.generated';
import { parseInput } from '../../lib/validation';
import { myUpvotes, upvoteAnswer, type UpvoteDeps } from '../../live/upvotes';

const slideArgs = z.object({ eventId: z.string().min(1).max(64), slideId: z.string().min(1).max(64) });
const upvoteArgs = slideArgs.extend({ answerId: z.string().min(1).max(20) });

function deps(ctx: MercuriusContext): UpvoteDeps {
  const { participants } = ctx.services.live;
  return {
    db: ctx.services.database.db,
    seat: (claims, eventId) => participants.seat(claims, eventId),
    activity: (eventId) => ctx.services.live.rooms.activity.announce(eventId),
  };
}

export const upvoteResolvers: Resolvers = {
  Query: {
    async myUpvotes(_root, args, ctx) {
      const { eventId, slideId } = parseInput(slideArgs, args);
      return myUpvotes(deps(ctx), ctx.participant, eventId, slideId);
    },
  },
  Mutation: {
    async upvoteAnswer(_root, args, ctx) {
      const { eventId, slideId, answerId } = parseInput(upvoteArgs, args);
      return upvoteAnswer(deps(ctx), ctx.participant, eventId, slideId, answerId);
    },
  },
};
