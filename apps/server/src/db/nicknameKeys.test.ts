import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookalikeKey } from '../lib/lookalike';
import { createTestDatabase } from '../testing/db';
import { liveWorld, quizSlide, type World } from '../testing/liveWorld';
import type { Db } from './client';
import { migrationsFolder } from './client';
import { recomputeNicknameKeys } from './nicknameKeys';
import { participants } from './schema';

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const worlds: World[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.db;
});
afterAll(async () => {
  for (const w of worlds) w.stop();
  await tdb?.drop();
});

/** Participants as the old rule stored them: the key was the lower-cased nickname. */
async function joinedBeforeTheRule(eventId: string, nicknames: string[]): Promise<void> {
  await db
    .insert(participants)
    .values(nicknames.map((nickname, i) => ({ eventId, nickname, nicknameKey: nickname.toLowerCase(), joinedAt: 1000 + i })));
}

describe('nickname keys of participants stored before the look-alike rule (migration 0007)', () => {
  it('are recomputed at start; look-alikes that both joined keep their seats; a newcomer meets the first', async () => {
    const w = await liveWorld(db, [quizSlide('q1')], {}, 10);
    worlds.push(w);
    await joinedBeforeTheRule(w.event.id, ['Alice', '\u0410lice', 'Bob', 'x\u200by']);
    // What migration 0007 does to every stored key.
    const statement = readFileSync(join(migrationsFolder, '0007_lookalike_nickname_keys.sql'), 'utf8');
    await db.execute(sql.raw(statement));

    expect(await recomputeNicknameKeys(db)).toBe(4);
    const rows = await db.select().from(participants).where(eq(participants.eventId, w.event.id));
    const keyOf = (name: string) => rows.find((r) => r.nickname === name)!.nicknameKey;
    expect(keyOf('Alice')).toBe(lookalikeKey('Alice'));
    expect(keyOf('Bob')).toBe(lookalikeKey('Bob'));
    expect(keyOf('x\u200by')).toBe(lookalikeKey('xy'));
    // The later look-alike keeps its seat under a key of its own.
    expect(keyOf('\u0410lice')).not.toBe(lookalikeKey('Alice'));
    expect(keyOf('\u0410lice').startsWith('\u0001')).toBe(false);

    await expect(w.join('ALICE')).rejects.toThrow(/is taken/);
    await expect(w.join('B\u043eb')).rejects.toThrow(/is taken/); // Cyrillic о
    await expect(w.join('Carol')).resolves.toBeTruthy();
    // Done once: the next start finds nothing to change.
    expect(await recomputeNicknameKeys(db)).toBe(0);
  });
});
