import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { randomAddress, signUpUser, type TestUser } from '../testing/gql';
import { TestWsClient, type WsMessage } from '../testing/wsClient';
import { ACTORS, DECK_DOCUMENT, ROWS, UPLOAD_BYTES, type ActorName, type Fixture, type Outcome, type Row, type Steps } from './policyTable';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let base: string;
let owner: TestUser;
let other: TestUser;
let elsewhereToken: string;
let admin: TestUser;

interface Credentials {
  token?: string;
  participantToken?: string;
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function request(who: Credentials, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: {
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.participantToken ? { 'x-participant-token': who.participantToken } : {}),
    },
    payload: { query, variables },
    remoteAddress: randomAddress(),
  });
  return res.json() as Answer;
}

/** The data of an operation that must succeed (setting a row up). */
async function must(who: Credentials, query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const r = await request(who, query, variables);
  if (r.errors) throw new Error(`${query}: ${JSON.stringify(r.errors)}`);
  return r.data!;
}

async function join(code: string, nickname: string): Promise<{ token: string; id: string }> {
  const d = await must(
    {},
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id } } }',
    {
      c: code,
      n: nickname,
    },
  );
  const j = d.joinEvent as { participantToken: string; participant: { id: string } };
  return { token: j.participantToken, id: j.participant.id };
}

/** A deck of `user`'s with the table's slides and an event in its lobby. */
async function deckWithEvent(user: TestUser): Promise<{ deckId: string; event: { id: string; code: string } }> {
  const created = await must({ token: user.token }, 'mutation { createDeck { id } }');
  const deckId = (created.createDeck as { id: string }).id;
  await must({ token: user.token }, 'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: DECK_DOCUMENT,
  });
  const started = await must({ token: user.token }, 'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', { d: deckId });
  return { deckId, event: started.startEvent as { id: string; code: string } };
}

function outcomeOf(answer: Answer, field: string): Outcome {
  const code = answer.errors?.[0]?.extensions?.code;
  if (code) return code as Outcome;
  return answer.data?.[field] === null ? 'null' : 'ok';
}

function credentialsOf(fx: Fixture, actor: ActorName, as: Partial<Record<ActorName, TestUser>>): Credentials {
  switch (actor) {
    case 'signedOut':
      return {};
    case 'seated':
      return { participantToken: fx.seatToken };
    case 'seatedElsewhere':
      return { participantToken: fx.elsewhereToken };
    default:
      return { token: (as[actor] ?? fx[actor]).token };
  }
}

/** A subscription's first answer: its first result or its error; `trigger` makes the change it waits for. */
async function subscribe(who: Credentials, row: Row, variables: Record<string, unknown>, user: TestUser | undefined): Promise<Answer> {
  const ws = await TestWsClient.open(`${base.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
  try {
    const init = await ws.init({
      ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}),
      ...(who.participantToken ? { participantToken: who.participantToken } : {}),
    });
    if (init.type !== 'connection_ack') throw new Error(`connection refused: ${JSON.stringify(init)}`);
    ws.start('1', row.document, variables);
    const answered = (m: WsMessage) => m.id === '1' && (m.type === 'next' || m.type === 'error');
    // A change made before the subscription is registered is not delivered: make changes until one is.
    for (let attempt = 0; row.trigger && user && attempt < 40; attempt++) {
      await row.trigger(user);
      const got = await ws.waitFor(answered, 250).catch(() => null);
      if (got) break;
    }
    const m = await ws.waitFor(answered);
    return m.type === 'error' ? { errors: m.payload as Answer['errors'] } : (m.payload as Answer);
  } finally {
    ws.close();
  }
}

async function upload(who: Credentials, document: string): Promise<Answer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: document, variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([UPLOAD_BYTES], { type: 'image/png' }), 'dot.png');
  const res = await fetch(`${base}/v1/graphql`, {
    method: 'POST',
    body: form,
    headers: {
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who.participantToken ? { 'x-participant-token': who.participantToken } : {}),
    },
  });
  return (await res.json()) as Answer;
}

function stepsFor(fx: Fixture): Steps {
  const hostCreds = { token: fx.owner.token };
  return {
    host: (query, variables) => must(hostCreds, query, variables),
    async advanceTo(step) {
      for (let i = 0; i < 6; i++) {
        const d = await must(hostCreds, 'query ($e: ID!) { event(id: $e) { step } }', { e: fx.event.id });
        if ((d.event as { step: string | null }).step === step) return;
        await must(hostCreds, 'mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: fx.event.id });
      }
      throw new Error(`the event never reached ${step}`);
    },
    join: (nickname) => join(fx.event.code, nickname),
    asSeat: (token, query, variables) => must({ participantToken: token }, query, variables),
    signUp: () => signUpUser(t.app, 'Fresh'),
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The first account of an instance is its admin: the table's callers are ordinary accounts.
  admin = await signUpUser(t.app, 'Admin');
  owner = await signUpUser(t.app, 'Owner');
  other = await signUpUser(t.app, 'Other');
  const elsewhere = await deckWithEvent(other);
  elsewhereToken = (await join(elsewhere.event.code, 'Elsewhere')).token;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe('the policy table', () => {
  it('has one row for every operation of the schema, and no row for an operation that is gone', () => {
    const operations: string[] = [];
    const schema = t.app.graphql.schema;
    for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) if (name !== '_empty') operations.push(`${type!.name}.${name}`);
    }
    expect(Object.keys(ROWS).sort()).toEqual(operations.sort());
  });

  // One event per row: callers who are refused run first, so each allowed call finds the
  // state its row prepared, and the owner (whose call may end or delete things) runs last.
  it.each(Object.entries(ROWS))('%s', async (name, row) => {
    const field = name.split('.')[1]!;
    const { deckId, event } = await deckWithEvent(owner);
    const fx: Fixture = { owner, other, deckId, event, seatToken: (await join(event.code, 'Seated')).token, elsewhereToken };
    const prepared = row.setup ? await row.setup(fx, stepsFor(fx)) : {};
    const as = prepared.as ?? {};
    const outcomes = {} as Record<ActorName, Outcome>;
    for (const actor of ACTORS) {
      const who = credentialsOf(fx, actor, as);
      const variables = { ...prepared.variables, ...row.variablesFor?.(actor) };
      const user = actor === 'owner' || actor === 'other' ? (as[actor] ?? fx[actor]) : undefined;
      const answer =
        row.kind === 'subscription'
          ? await subscribe(who, row, variables, user)
          : row.kind === 'upload'
            ? await upload(who, row.document)
            : await request(who, row.document, variables);
      outcomes[actor] = outcomeOf(answer, field);
    }
    expect(outcomes).toEqual(row.expect);
  });
});

describe('can { … }: what the viewer may do, from the same predicates', () => {
  const DECK_CAN = 'can { edit delete restore duplicate host export }';

  it('gives a deck’s owner every action but restore, and a deleted deck only restore', async () => {
    const { deckId } = await deckWithEvent(owner);
    const live = await must({ token: owner.token }, `query ($id: ID!) { deck(id: $id) { ${DECK_CAN} } }`, { id: deckId });
    expect(live.deck).toEqual({ can: { edit: true, delete: true, restore: false, duplicate: true, host: true, export: true } });
    await must({ token: owner.token }, 'mutation ($id: ID!) { deleteDeck(id: $id) { id } }', { id: deckId });
    const trash = await must({ token: owner.token }, `{ decks(deleted: true, limit: 100) { items { id ${DECK_CAN} } } }`);
    const deleted = (trash.decks as { items: { id: string; can: unknown }[] }).items.find((d) => d.id === deckId);
    expect(deleted?.can).toEqual({ edit: false, delete: false, restore: true, duplicate: false, host: false, export: false });
  });

  it('gives an event’s host its controls, in the event query and in the host console’s subscription', async () => {
    const { event } = await deckWithEvent(owner);
    const CAN = { control: true, end: true, lockLobby: true, removeParticipant: true, viewLeaderboard: true };
    const read = await must(
      { token: owner.token },
      'query ($e: ID!) { event(id: $e) { can { control end lockLobby removeParticipant viewLeaderboard } } }',
      { e: event.id },
    );
    expect(read.event).toEqual({ can: CAN });
    const row: Row = {
      kind: 'subscription',
      document:
        'subscription ($e: ID!) { hostEvent(eventId: $e) { event { can { control end lockLobby removeParticipant viewLeaderboard } } } }',
      expect: ROWS['Subscription.hostEvent']!.expect,
    };
    const first = await subscribe({ token: owner.token }, row, { e: event.id }, undefined);
    expect(first.data).toEqual({ hostEvent: { event: { can: CAN } } });
  });

  it('tells an ordinary account what it may create, and only an admin that it may administer', async () => {
    const ME = '{ me { can { createDeck importDeck uploadFile administer } } }';
    expect((await must({ token: owner.token }, ME)).me).toEqual({
      can: { createDeck: true, importDeck: true, uploadFile: true, administer: false },
    });
    expect((await must({ token: admin.token }, ME)).me).toEqual({
      can: { createDeck: true, importDeck: true, uploadFile: true, administer: true },
    });
  });
});
