import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { events } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { playReportedEvent, type PlayedEvent } from '../../testing/playedEvent';
import { TestWsClient, type Protocol } from '../../testing/wsClient';

/*
 * The public recap of an event played through the real API (testing/playedEvent.ts): Ada and
 * Di gave emails, q1 has host notes, Di was removed.
 */

const RECAP_QUERY = `query ($r: ID!) { recap(id: $r) {
  id title startedAt endedAt participantCount
  podium { rank nickname score }
  teamPodium { rank name score }
  slides { slideIndex round type headline answered results slide }
} }`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let played: PlayedEvent;
let recapId: string;

let listening: Promise<string> | undefined;
/** The app's websocket address, listening from the first test that asks. */
const liveSocketUrl = async () =>
  `${(await (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }))).replace('http', 'ws')}/v1/graphql`;

/** The raw HTTP answer to the recap query, signed out. */
const recapAnswer = (id: string) =>
  t.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query: RECAP_QUERY, variables: { r: id } } });

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
  played = await playReportedEvent(t, host);
  const r = await played.host.gql<{ event: { recapId: string; recapEnabled: boolean } }>(
    'query ($e: ID!) { event(id: $e) { recapId recapEnabled } }',
    { e: played.eventId },
  );
  recapId = r.data!.event.recapId;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe('recap: the public page of an ended event (ADR 43)', () => {
  it('endEvent returns the event with its recap id, on by default', async () => {
    const other = await signUpUser(t.app, 'Ender');
    const { createDeck } = (await other.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!;
    await other.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: createDeck.id,
      doc: {
        version: 1,
        title: 'Short',
        slides: [{ type: 'poll', id: 'p', question: 'Tea?', options: [{ text: 'Yes' }, { text: 'No' }] }],
      },
    });
    const started = await other.gql<{ startEvent: { id: string; recapId: string | null } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d) { id recapId } }',
      { d: createDeck.id },
    );
    expect(started.data!.startEvent.recapId).toBeNull();
    const ended = await other.gql<{ endEvent: { recapId: string; recapEnabled: boolean } }>(
      'mutation ($e: ID!) { endEvent(eventId: $e) { recapId recapEnabled } }',
      { e: started.data!.startEvent.id },
    );
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.endEvent.recapId).toMatch(/^[0-9a-f-]{36}$/);
    expect(ended.data!.endEvent.recapEnabled).toBe(true);
  });

  it('is public: title, date, podium and each answered slide, signed out', async () => {
    const res = await recapAnswer(recapId);
    const { data, errors } = res.json() as {
      data: { recap: Record<string, unknown> & { slides: Record<string, unknown>[] } };
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    const recap = data.recap;
    expect(recap).toMatchObject({ id: recapId, title: 'Report deck', participantCount: 3, teamPodium: null });
    expect(recap.endedAt).toEqual(expect.any(String));
    // The final leaderboard's top three, Di (removed) not among them.
    expect(recap.podium).toEqual(played.leaderboard.slice(0, 3).map((p, i) => ({ rank: i + 1, nickname: p.nickname, score: p.score })));
    expect(recap.slides.map((s) => [s.slideIndex, s.type, s.headline, s.answered])).toEqual([
      [1, 'quiz', 'Largest planet?', 3],
      [2, 'truefalse', 'Water boils at 100 °C at sea level', 3],
      [3, 'poll', '=Tea, or "coffee"?', 2],
    ]);
    // The big screen's aggregation: Di's Jupiter left with her.
    expect(recap.slides[0]!.results).toMatchObject({ kind: 'choices', total: 3, counts: [1, 2, 0] });
  });

  it('holds no email, no host notes, no participant id and no token: checked on the bytes sent', async () => {
    const body = (await recapAnswer(recapId)).body;
    expect(body).toContain('Largest planet?');
    expect(body).not.toMatch(/@example\.com|email/i);
    expect(body).not.toContain('Saturn is the runner-up');
    expect(body).not.toMatch(/"notes"/);
    expect(body).not.toMatch(/participantId|token/i);
    const report = await played.host.gql<{ eventReport: { participants: { participantId: string }[] } }>(
      'query ($e: ID!) { eventReport(eventId: $e) { participants { participantId } } }',
      { e: played.eventId },
    );
    for (const p of report.data!.eventReport.participants) expect(body).not.toContain(p.participantId);
    expect(body).not.toContain(played.removedId);
    expect(body).not.toContain(played.eventId);
  });

  it('an unknown id, and a malformed one, are NOT_FOUND with the reason RECAP_NOT_FOUND', async () => {
    for (const id of ['5b0c1e2a-1111-4222-8333-444455556666', 'nope', played.eventId]) {
      const r = (await recapAnswer(id)).json() as { data: unknown; errors: { message: string; extensions: object }[] };
      expect(r.errors[0]!.extensions).toEqual({ code: 'NOT_FOUND', reason: 'RECAP_NOT_FOUND' });
      expect(r.errors[0]!.message).toBe('This recap does not exist or its host turned it off.');
    }
  });

  it('another account cannot switch it off (NOT_FOUND); the host can, and then it is NOT_FOUND to all', async () => {
    const toggle = 'mutation ($e: ID!, $on: Boolean!) { setRecapEnabled(eventId: $e, enabled: $on) { id eventId enabled } }';
    const stranger = await signUpUser(t.app, 'Stranger');
    const refused = await stranger.gql(toggle, { e: played.eventId, on: false });
    expect((refused.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('NOT_FOUND');
    expect(((await recapAnswer(recapId)).json() as { errors?: unknown }).errors).toBeUndefined();
    const signedOut = await gqlAs(t.app, null, toggle, { e: played.eventId, on: false });
    expect((signedOut.errors as { extensions: { code: string } }[])[0]!.extensions.code).toBe('UNAUTHENTICATED');

    const off = await played.host.gql(toggle, { e: played.eventId, on: false });
    expect(off.errors).toBeUndefined();
    expect(off.data).toEqual({ setRecapEnabled: { id: recapId, eventId: played.eventId, enabled: false } });
    const hidden = (await recapAnswer(recapId)).json() as { data: unknown; errors: { extensions: object }[] };
    expect(hidden.data).toBeNull();
    expect(hidden.errors[0]!.extensions).toEqual({ code: 'NOT_FOUND', reason: 'RECAP_NOT_FOUND' });
    // Not even its host reads it while it is off: the page is what the public sees.
    const asHost = await played.host.gql(RECAP_QUERY, { r: recapId });
    expect((asHost.errors as { extensions: { reason: string } }[])[0]!.extensions.reason).toBe('RECAP_NOT_FOUND');

    await played.host.gql(toggle, { e: played.eventId, on: true });
    expect(((await recapAnswer(recapId)).json() as { errors?: unknown }).errors).toBeUndefined();
  });

  it.each<Protocol>(['graphql-ws', 'graphql-transport-ws'])(
    'switched off, the ended event’s live view (its final standings) is no longer public either (%s)',
    async (protocol) => {
      const toggle = 'mutation ($e: ID!, $on: Boolean!) { setRecapEnabled(eventId: $e, enabled: $on) { enabled } }';
      const wsUrl = await liveSocketUrl();
      // The plain document takes the fan-out's path; one with a fragment is executed per subscriber.
      const documents = [
        'subscription ($e: ID!) { liveEvent(eventId: $e) { status leaderboard { nickname score } } }',
        'subscription ($e: ID!) { liveEvent(eventId: $e) { ...Board } } fragment Board on LiveState { status leaderboard { nickname score } }',
      ];
      const follow = async (authorization: string | null, query: string) => {
        const c = await TestWsClient.open(wsUrl, protocol);
        await c.init(authorization ? { Authorization: authorization } : {});
        c.start('live', query, { e: played.eventId });
        const first = await c.waitFor((m) => m.id === 'live');
        c.close();
        return first;
      };
      const boardOf = (m: { payload?: unknown }) =>
        (m.payload as { data?: { liveEvent: { leaderboard: unknown[] } } }).data?.liveEvent.leaderboard;
      const reasonOf = (m: { payload?: unknown }) => {
        const p = m.payload as { errors?: { extensions: { reason: string } }[] } | { extensions: { reason: string } }[];
        return (Array.isArray(p) ? p : (p.errors ?? []))[0]?.extensions.reason;
      };

      await played.host.gql(toggle, { e: played.eventId, on: false });
      try {
        for (const query of documents) {
          const guest = await follow(null, query);
          expect(boardOf(guest), query).toBeUndefined();
          expect(reasonOf(guest), query).toBe('EVENT_ENDED');
          // Its host still follows it, as they still read the report.
          const asHost = await follow(`Bearer ${played.host.token}`, query);
          expect(boardOf(asHost), query).toEqual(expect.arrayContaining([expect.objectContaining({ nickname: 'Ada' })]));
        }
      } finally {
        await played.host.gql(toggle, { e: played.eventId, on: true });
      }
      for (const query of documents) expect(boardOf(await follow(null, query)), query).toBeTruthy();
    },
  );

  it('recaps lists my ended events recaps only, with their switch', async () => {
    const mine = await played.host.gql<{
      recaps: { total: number; items: { id: string; eventId: string; title: string; enabled: boolean; participantCount: number }[] };
    }>('{ recaps { total items { id eventId title enabled participantCount } } }');
    expect(mine.data!.recaps.items).toEqual([
      { id: recapId, eventId: played.eventId, title: 'Report deck', enabled: true, participantCount: 3 },
    ]);
    const stranger = await signUpUser(t.app, 'Nobody');
    expect((await stranger.gql<{ recaps: { total: number } }>('{ recaps { total } }')).data!.recaps.total).toBe(0);
  });

  it('migration 0011 gives an ended event without a recap id one, and leaves running events without', async () => {
    await db.db.update(events).set({ recapId: null }).where(eq(events.id, played.eventId));
    const statements = readFileSync(join(migrationsFolder, '0011_public_recaps.sql'), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((s) => s.includes('UPDATE'))!;
    await db.db.execute(sql.raw(backfill));
    const [row] = await db.db.select().from(events).where(eq(events.id, played.eventId));
    expect(row!.recapId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.recapEnabled).toBe(true);
    const open = await db.db
      .select()
      .from(events)
      .where(sql`${events.status} <> 'ended'`);
    for (const e of open) expect(e.recapId).toBeNull();
  });
});
