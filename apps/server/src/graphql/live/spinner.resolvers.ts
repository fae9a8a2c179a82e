import { z } from 'zod';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../resolvers.generated';
import { parseInput } from '../../lib/validation';
import { handSpinToPhone, spinWheelByPhone, type SpinnerDeps } from '../../live/plays/spinnerCommands';
import { countActiveParticipants } from '../../live/store';
import { eventView } from '../../live/views';
import { requireViewer } from '../guards';

// Built once: zod compiles a schema on its first parse.
const id = z.string().min(1).max(64);
const handArgs = z.object({ eventId: id, slideId: id, participantId: id.nullish() });
const spinArgs = z.object({ eventId: id, slideId: id, round: z.number().int().min(0).max(100) });

function deps(ctx: MercuriusContext): SpinnerDeps {
  const { events, participants } = ctx.services.live;
  return { db: ctx.services.database.db, events, seat: (claims, eventId) => participants.seat(claims, eventId) };
}

export const spinnerResolvers: Resolvers = {
  Mutation: {
    async handSpin(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { eventId, slideId, participantId } = parseInput(handArgs, args);
      const row = await handSpinToPhone(deps(ctx), viewer.id, eventId, slideId, participantId ?? null);
      return eventView(row, await countActiveParticipants(ctx.services.database.db, row.id), ctx.services.config.maxParticipants);
    },
    async spinWheel(_root, args, ctx) {
      const { eventId, slideId, round } = parseInput(spinArgs, args);
      return spinWheelByPhone(deps(ctx), ctx.participant, eventId, slideId, round);
    },
  },
};
