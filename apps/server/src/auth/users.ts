import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@mingle/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, email: u.email, displayName: u.displayName, emailVerified: u.emailVerified, scope: u.scope };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  displayName: string;
  referredByCode: string | null;
}

/**
 * Creates a user; the first account of an instance becomes its admin. The check and the
 * insert run under one advisory lock so two simultaneous first sign-ups cannot both win.
 * Returns undefined when the email is taken.
 */
export async function insertUser(db: Db, u: NewUser): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, u.email)).limit(1);
    if (existing) return undefined;
    const [any] = await tx.select({ id: users.id }).from(users).limit(1);
    const scope = any ? ['user'] : ['user', 'admin'];
    const [row] = await tx
      .insert(users)
      .values({ ...u, scope, referralCode: randomBytes(6).toString('base64url') })
      .returning();
    return row;
  });
}

/** Postgres reports a unique-constraint violation with this SQLSTATE. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}
