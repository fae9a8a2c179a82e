import type { Actor, UserActor } from './actor';
import { assertAdmin, isAdmin } from './user';

/**
 * Reports of abusive content and problems (ADR 52). Anyone may send one, signed in or not: the
 * rate limit (`moderation/reportLimit.ts`), not a policy, bounds them. Reading and resolving them is the admins' work: the
 * list names reporters and their addresses, so nobody else sees it.
 */
export const canReviewReports = (actor: Actor): boolean => isAdmin(actor);

/** The admin reviewing, or UNAUTHENTICATED without an account and FORBIDDEN (ADMIN_ONLY) for anyone else. */
export const assertReviewer = (actor: Actor): UserActor => assertAdmin(actor);
