import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playKey, whoSaidSlideSchema, type Slide, type WhoSaidPlay } from '@mingle/shared';
import { openTextSlide } from '@mingle/shared/testing';
import type { Db } from '../../db/client';
import { participants } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { liveWorld, type World } from '../../testing/liveWorld';
import { stateOf } from '../store';
import { decideWhoSaid, whoSaidReadiness } from './whosaid';

// The decider of who said it against stored answers (SPEC R20.2–R20.4); the choice itself is
// tested without a database in packages/shared/src/slides/whosaid/whosaid.test.ts.

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.db;
});
afterAll(async () => {
  await tdb?.drop();
});

const slides: Slide[] = [
  openTextSlide('ideas', { question: 'Something surprising?' }),
  whoSaidSlideSchema.parse({ type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds: 3 }),
];
const who = slides[1]!;

/** An event whose open-text question was answered by the named people; the others only joined. */
async function answered(
  answers: Record<string, string>,
  alsoJoined: string[] = [],
): Promise<{ world: World; ids: Record<string, string> }> {
  const world = await liveWorld(db, slides, {}, 20);
  const ids: Record<string, string> = {};
  const seats: Record<string, Awaited<ReturnType<World['join']>>> = {};
  for (const name of [...Object.keys(answers), ...alsoJoined]) {
    seats[name] = await world.join(name);
    ids[name] = seats[name].id;
  }
  await world.host({ type: 'advance' });
  for (const [name, text] of Object.entries(answers)) await world.answer(seats[name]!, 'ideas', { text });
  return { world, ids };
}

const context = async (world: World, round: number, plays: Record<string, unknown> = {}, random = () => 0) => ({
  db,
  eventId: world.event.id,
  slides,
  slide: who,
  round,
  step: 'quote' as const,
  state: { ...stateOf(await world.fresh()), plays },
  play: undefined,
  now: 0,
  random,
});

describe('deciding a who-said-it round (R20.2–R20.4)', () => {
  it('R20.2 quotes only people still in the event; R20.4 fills the names with others in the event, never removed ones', async () => {
    const { world, ids } = await answered({ Ada: 'I juggle', Bea: 'I sail', Cyd: 'I knit' }, ['Dov']);
    await db.update(participants).set({ removedAt: new Date() }).where(eq(participants.id, ids.Cyd!));
    for (let seed = 0; seed < 10; seed++) {
      const play = (await decideWhoSaid(await context(world, 0, {}, () => seed / 10))) as Extract<WhoSaidPlay, { quote: string }>;
      expect(['Ada', 'Bea']).toContain(play.author.nickname);
      expect(play.quote).toBe(play.author.nickname === 'Ada' ? 'I juggle' : 'I sail');
      expect(play.candidates.map((c) => c.nickname).sort()).toEqual(['Ada', 'Bea', 'Dov']);
    }
    world.stop();
  });

  it('R20.2 the next round quotes someone not quoted yet; a round decided keeps its play', async () => {
    const { world, ids } = await answered({ Ada: 'I juggle', Bea: 'I sail', Cyd: 'I knit' });
    const first: WhoSaidPlay = { quote: 'I juggle', author: { participantId: ids.Ada!, nickname: 'Ada' }, candidates: [] };
    const second: WhoSaidPlay = { quote: 'I sail', author: { participantId: ids.Bea!, nickname: 'Bea' }, candidates: [] };
    const plays = { [playKey('who', 0)]: first, [playKey('who', 1)]: second };
    const third = (await decideWhoSaid(await context(world, 2, plays, () => 0.99))) as Extract<WhoSaidPlay, { quote: string }>;
    expect(third.author.nickname).toBe('Cyd');
    expect(await decideWhoSaid({ ...(await context(world, 0)), play: first })).toBeUndefined();
    world.stop();
  });

  it('R20.3 fewer than 2 people answered: no quote, and the host is warned', async () => {
    const { world } = await answered({ Ada: 'I juggle' }, ['Bea']);
    expect(await decideWhoSaid(await context(world, 0))).toEqual({ quote: null, authors: 1, needed: 2 });
    expect(await whoSaidReadiness({ db, eventId: world.event.id, slide: who })).toMatchObject({ kind: 'TOO_FEW_QUOTES', have: 1, need: 2 });
    world.stop();
  });
});
