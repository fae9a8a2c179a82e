// Team mode over the real API and websocket (SPEC R17): settings, joins placed or chosen,
// team standings on leaderboards and at the end, and each phone's own team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type WsMessage } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const deck = {
  version: 1,
  title: 'Team deck',
  slides: [
    { type: 'quiz', id: 'q1', question: 'Two plus two?', options: [{ text: '4', correct: true }, { text: '5' }], timeLimit: 30 },
    { type: 'leaderboard', id: 'lb', title: 'Standings', top: 5, podium: true },
  ],
};

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

type Team = { index: number; name: string; colour: string };
type TeamStanding = Team & { score: number; members: number; rank: number };
type Live = {
  status: string;
  step: string | null;
  teams: TeamStanding[] | null;
  me: { nickname: string; score: number; team: Team | null } | null;
};
const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status step teams { index name colour score members rank } me { nickname score team { index name colour } } } }`;
const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
async function shows(client: TestWsClient, match: (s: Live) => boolean): Promise<Live> {
  return liveOf(await client.waitFor((m) => m.id === 'live' && m.type === client.dataType && match(liveOf(m)), 10_000));
}

async function hostedDeck(settings: Record<string, unknown> | null) {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { revision } }', {
    id: deckId,
    doc: deck,
  });
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  return host.gql<{ startEvent: { id: string; code: string; settings: { teamMode: string; teams: Team[] } } }>(
    'mutation ($d: ID!, $s: EventSettingsInput) { startEvent(deckId: $d, settings: $s) { id code settings { teamMode teams { index name colour } } } }',
    { d: deckId, s: settings },
  );
}

async function started(settings: Record<string, unknown> | null) {
  const r = await hostedDeck(settings);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.startEvent;
}

const join = (code: string, nickname: string, team?: number) =>
  gqlAs<{ joinEvent: { participantToken: string; participant: { id: string; team: Team | null } } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!, $t: Int) { joinEvent(code: $c, nickname: $n, team: $t) { participantToken participant { id team { index name colour } } } }',
    { c: code, n: nickname, ...(team === undefined ? {} : { t: team }) },
  );

async function joined(code: string, nickname: string, team?: number) {
  const r = await join(code, nickname, team);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.joinEvent;
}

async function phone(eventId: string, token: string | null, protocol: 'graphql-ws' | 'graphql-transport-ws' = 'graphql-transport-ws') {
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init(token ? { participantToken: token } : {})).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

const command = async (mutation: string, eventId: string) => {
  const r = await host.gql(`mutation ($e: ID!) { ${mutation}(eventId: $e) { step } }`, { e: eventId });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
};

describe('team mode settings (R17.1)', () => {
  it('R17.1 team mode without teams generates them, named in the event language, with distinct colours', async () => {
    const ev = await started({ teamMode: 'AUTO', teamCount: 3, language: 'fr' });
    expect(ev.settings.teamMode).toBe('AUTO');
    expect(ev.settings.teams).toEqual([
      { index: 0, name: 'Renards rouges', colour: 'red' },
      { index: 1, name: 'Baleines bleues', colour: 'blue' },
      { index: 2, name: 'Geckos verts', colour: 'green' },
    ]);
    await command('endEvent', ev.id);
  });

  it('R17.1 bad teams are refused with a message that says what is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ teamMode: 'AUTO', teams: [{ name: 'Solo', colour: 'red' }] }, 'teams: 2 to 10 teams'],
      [
        {
          teamMode: 'AUTO',
          teams: [
            { name: 'A', colour: 'red' },
            { name: 'B', colour: 'beige' },
          ],
        },
        'colour: one of red',
      ],
      [
        {
          teamMode: 'AUTO',
          teams: [
            { name: 'A', colour: 'red' },
            { name: 'a', colour: 'blue' },
          ],
        },
        `is already a team's name`,
      ],
      [
        {
          teamMode: 'AUTO',
          teams: [
            { name: 'x'.repeat(25), colour: 'red' },
            { name: 'B', colour: 'blue' },
          ],
        },
        'at most 24 characters',
      ],
      [{ teamMode: 'AUTO', teamCount: 11 }, 'teamCount: 2 to 10'],
    ];
    for (const [settings, message] of cases) {
      const r = await hostedDeck(settings);
      expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain(message);
    }
  });
});

describe('joining in team mode (R17.2)', () => {
  it('R17.2 auto: each joiner goes to the smallest team, simultaneous joins balance, a removed member frees their place', async () => {
    const ev = await started({ teamMode: 'AUTO', teamCount: 3 });
    const all = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((n) => joined(ev.code, n)));
    const counts = [0, 0, 0];
    for (const j of all) counts[j.participant.team!.index]!++;
    expect(counts).toEqual([3, 2, 2]);
    // Remove a member of team 1: the next joiner fills it (smallest, lowest index among 1 and 2).
    const inOne = all.find((j) => j.participant.team!.index === 1)!;
    const removed = await host.gql('mutation ($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
      e: ev.id,
      p: inOne.participant.id,
    });
    expect(removed.errors).toBeUndefined();
    expect((await joined(ev.code, 'H')).participant.team!.index).toBe(1);
    // A team given in auto mode is set aside: the server places the joiner.
    expect((await joined(ev.code, 'I', 0)).participant.team!.index).toBe(1);
    await command('endEvent', ev.id);
  });

  it('R17.2 choose: the lobby takes the team picked and needs one; late joiners are placed in the smallest team', async () => {
    const ev = await started({
      teamMode: 'CHOOSE',
      teams: [
        { name: 'Owls', colour: 'violet' },
        { name: 'Larks', colour: 'orange' },
      ],
    });
    const lobby = await gqlAs<{ eventByCode: { teamMode: string; teams: Team[] } }>(
      t.app,
      null,
      'query ($c: String!) { eventByCode(code: $c) { teamMode teams { index name colour } } }',
      { c: ev.code },
    );
    expect(lobby.data!.eventByCode).toEqual({
      teamMode: 'CHOOSE',
      teams: [
        { index: 0, name: 'Owls', colour: 'violet' },
        { index: 1, name: 'Larks', colour: 'orange' },
      ],
    });
    for (const n of ['A', 'B', 'C'])
      expect((await joined(ev.code, n, 0)).participant.team).toEqual({ index: 0, name: 'Owls', colour: 'violet' });
    const none = await join(ev.code, 'D');
    expect(none.errors?.[0]).toMatchObject({ message: 'team: choose a team', extensions: { code: 'BAD_USER_INPUT', field: 'team' } });
    const outside = await join(ev.code, 'D', 2);
    expect(outside.errors?.[0]?.message).toBe('team: choose one of the teams');
    await command('advanceEvent', ev.id);
    // Late joiners: the choice a form made in the lobby is set aside, the smallest team takes them.
    expect((await joined(ev.code, 'Late1', 0)).participant.team!.index).toBe(1);
    expect((await joined(ev.code, 'Late2')).participant.team!.index).toBe(1);
    await command('endEvent', ev.id);
  });

  it('R17.2 a team given to an event without teams is refused', async () => {
    const ev = await started(null);
    const r = await join(ev.code, 'A', 0);
    expect(r.errors?.[0]?.message).toBe('team: this event has no teams');
    expect((await joined(ev.code, 'B')).participant.team).toBeNull();
    await command('endEvent', ev.id);
  });
});

describe('team standings and each phone’s team (R17.3–R17.5)', () => {
  it('R17.3 R17.4 R17.5 leaderboards and the end carry the team ranking; each phone gets its own team, on both protocols', async () => {
    const ev = await started({
      teamMode: 'AUTO',
      teams: [
        { name: 'Owls', colour: 'violet' },
        { name: 'Larks', colour: 'orange' },
      ],
    });
    const a = await joined(ev.code, 'Ann'); // Owls
    const b = await joined(ev.code, 'Ben'); // Larks
    const c = await joined(ev.code, 'Cat'); // Owls
    const pa = await phone(ev.id, a.participantToken, 'graphql-ws');
    const pb = await phone(ev.id, b.participantToken);
    const pc = await phone(ev.id, c.participantToken);
    const screen = await phone(ev.id, null, 'graphql-ws');
    const inLobby = await shows(pa, (s) => s.status === 'LOBBY');
    expect(inLobby.me!.team).toEqual({ index: 0, name: 'Owls', colour: 'violet' });
    expect(inLobby.teams).toBeNull(); // not a leaderboard step
    expect((await shows(pb, (s) => s.status === 'LOBBY')).me!.team).toEqual({ index: 1, name: 'Larks', colour: 'orange' });

    await command('advanceEvent', ev.id); // question
    await command('advanceEvent', ev.id); // answering
    await shows(pa, (s) => s.step === 'answering');
    const answer = async (client: TestWsClient, choice: number) => {
      client.start(
        `a${choice}`,
        'mutation ($e: ID!) { submitAnswer(eventId: $e, slideId: "q1", answer: { choices: [' + choice + '] }, round: 0) { accepted } }',
        {
          e: ev.id,
        },
      );
      const m = await client.waitFor((x) => x.id === `a${choice}` && x.type === client.dataType);
      expect(m.payload).toMatchObject({ data: { submitAnswer: { accepted: true } } });
    };
    await answer(pa, 0); // Ann right
    await answer(pb, 0); // Ben right
    await answer(pc, 1); // Cat wrong
    // Everyone answered: answering closes by itself (R5.3), to the reveal.
    const reveal = await shows(pa, (s) => s.step === 'reveal');
    expect(reveal.teams).toBeNull();
    await command('advanceEvent', ev.id); // the quiz's leaderboard step
    const board = await shows(screen, (s) => s.step === 'leaderboard');
    const annScore = (await shows(pa, (s) => s.step === 'leaderboard')).me!.score;
    const benScore = (await shows(pb, (s) => s.step === 'leaderboard')).me!.score;
    expect(annScore).toBeGreaterThan(500);
    // Larks: Ben alone; Owls: Ann and Cat (0), so half of Ann's.
    expect(board.teams).toEqual([
      { index: 1, name: 'Larks', colour: 'orange', score: benScore, members: 1, rank: 1 },
      { index: 0, name: 'Owls', colour: 'violet', score: Math.round(annScore / 2), members: 2, rank: 2 },
    ]);
    // Removing Cat (0 points) leaves Owls with Ann's score alone (R17.3, R3.8).
    const removed = await host.gql('mutation ($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
      e: ev.id,
      p: c.participant.id,
    });
    expect(removed.errors).toBeUndefined();
    await command('advanceEvent', ev.id); // the leaderboard slide
    const owls = (s: Live) => s.teams?.find((x) => x.index === 0);
    const after = await shows(screen, (s) => s.step === 'show' && owls(s)?.members === 1);
    expect(owls(after)).toMatchObject({ score: annScore, members: 1 });
    await command('endEvent', ev.id);
    const end = await shows(pb, (s) => s.status === 'ENDED');
    expect(end.teams?.map((x) => x.rank)).toEqual([1, 2]);
    expect(end.me!.team!.name).toBe('Larks');
    for (const cl of [pa, pb, pc, screen]) cl.close();
  });

  it('R17.4 events without teams send teams: null and me.team: null', async () => {
    const ev = await started(null);
    const a = await joined(ev.code, 'Solo');
    const pa = await phone(ev.id, a.participantToken);
    await command('endEvent', ev.id);
    const end = await shows(pa, (s) => s.status === 'ENDED');
    expect(end.teams).toBeNull();
    expect(end.me!.team).toBeNull();
    pa.close();
  });

  it('R17.5 the host console lists each participant’s team and the team standings', async () => {
    const ev = await started({ teamMode: 'AUTO' });
    await joined(ev.code, 'X');
    await joined(ev.code, 'Y');
    const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    expect((await client.init({ Authorization: `Bearer ${host.token}` })).type).toBe('connection_ack');
    client.start(
      'host',
      'subscription ($e: ID!) { hostEvent(eventId: $e) { participants { nickname team } live { teams { name members } } } }',
      { e: ev.id },
    );
    type Host = { participants: { nickname: string; team: number | null }[]; live: { teams: { name: string; members: number }[] | null } };
    const m = await client.waitFor((x) => x.id === 'host' && x.type === client.dataType, 10_000);
    const h = (m.payload as { data: { hostEvent: Host } }).data.hostEvent;
    expect(h.participants.map((p) => [p.nickname, p.team]).sort()).toEqual([
      ['X', 0],
      ['Y', 1],
    ]);
    expect(h.live.teams).toEqual([
      { name: 'Red Foxes', members: 1 },
      { name: 'Blue Whales', members: 1 },
    ]);
    client.close();
    await command('endEvent', ev.id);
  });
});
