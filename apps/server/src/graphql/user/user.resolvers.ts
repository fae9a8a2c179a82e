import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { displayNameSchema, Reason } from '@mingle/shared';
import type { Resolvers } from '../resolvers.generated';
import { AuthError } from '../../auth/errors';
import { findUserById, type UserRow } from '../../auth/users';
import { users } from '../../db/schema';
import { appError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { viewerCan } from '../../policies/user';
import { actorOf, requireViewer } from '../guards';

export const profileTopic = (userId: string) => `user.${userId}.profile`;

/** A user as the resolvers hand it on; `can` is resolved per viewer (policies/user.ts). */
export type UserView = ReturnType<typeof toUser>;

const toUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  emailVerified: u.emailVerified,
  scope: u.scope,
  createdAt: u.createdAt.toISOString(),
});

const updateProfileInput = z.object({ input: z.object({ displayName: displayNameSchema.optional() }) });

export const userResolvers: Resolvers = {
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
      if (!row) throw appError(Reason.ACCOUNT_NOT_FOUND, 'Your account no longer exists');
      const user = toUser(row);
      await pubsub.publish(profileTopic(viewer.id), { profileUpdated: user });
      return user;
    },
    async changePassword(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      try {
        await ctx.services.auth.changePassword(viewer.id, viewer.sessionId, args, { ip: ctx.ip });
      } catch (err) {
        if (err instanceof AuthError) throw appError(err.reason, err.message, err.details);
        throw err;
      }
      return true;
    },
  },
  User: {
    can: (_user, _args, ctx) => viewerCan(actorOf(ctx)),
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
