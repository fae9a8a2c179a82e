import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { displayNameSchema } from '@mingle/shared';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { AuthError } from '../../auth/errors';
import { findUserById, type UserRow } from '../../auth/users';
import { users } from '../../db/schema';
import { badInput, rateLimited, unauthenticated } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { requireViewer } from '../guards';

export const profileTopic = (userId: string) => `user.${userId}.profile`;

const toUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  emailVerified: u.emailVerified,
  scope: u.scope,
  createdAt: u.createdAt.toISOString(),
});

const updateProfileInput = z.object({ input: z.object({ displayName: displayNameSchema.optional() }) });

export const userResolvers: IResolvers<unknown, MercuriusContext> = {
  Query: {
    async me(_root, _args, ctx) {
      if (!ctx.viewer) return null;
      const user = await findUserById(ctx.services.database.db, ctx.viewer.id);
      return user ? toUser(user) : null;
    },
  },
  Mutation: {
    async updateProfile(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const { input } = parseInput(updateProfileInput, args);
      const { database, clock, pubsub } = ctx.services;
      const [row] = await database.db
        .update(users)
        .set({ ...(input.displayName !== undefined ? { displayName: input.displayName } : {}), updatedAt: new Date(clock.now()) })
        .where(eq(users.id, viewer.id))
        .returning();
      if (!row) throw unauthenticated('Your account no longer exists');
      const user = toUser(row);
      await pubsub.publish(profileTopic(viewer.id), { profileUpdated: user });
      return user;
    },
    async changePassword(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      try {
        await ctx.services.auth.changePassword(viewer.id, viewer.sessionId, args, { ip: ctx.ip });
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        if (err.error === 'unauthenticated') throw unauthenticated(err.message);
        if (err.error === 'too-many-requests') throw rateLimited(err.retryAfterS ?? 1);
        throw badInput(err.message);
      }
      return true;
    },
  },
  Subscription: {
    profileUpdated: {
      subscribe(_root, _args, ctx) {
        const viewer = requireViewer(ctx);
        return ctx.pubsub.subscribe(profileTopic(viewer.id));
      },
    },
  },
};
