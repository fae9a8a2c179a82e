import { TEST_PASSWORD, type TestUser } from '../testing/gql';

/**
 * The policy table: every GraphQL operation, run as each kind of caller, with what must
 * happen. `policies.test.ts` runs it and fails when the schema has an operation without a row.
 */

/** Who calls: the deck's owner (host of its event), another account, nobody, or a seat. */
export const ACTORS = ['signedOut', 'other', 'seatedElsewhere', 'seated', 'owner'] as const;
export type ActorName = (typeof ACTORS)[number];

/** `ok`: answered without error; `null`: answered null (nothing to show this caller); else the error code. */
export type Outcome = 'ok' | 'null' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/** What every row starts from: a deck of the owner's with a live event in its lobby and one seat in it. */
export interface Fixture {
  owner: TestUser;
  other: TestUser;
  deckId: string;
  event: { id: string; code: string };
  /** The seat of the participant of this event. */
  seatToken: string;
  /** A seat in an event of another host. */
  elsewhereToken: string;
}

/** What a row's setup may do: act as the host or as a new participant of the fixture's event. */
export interface Steps {
  host(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Advances the fixture's event until its step is `step`. */
  advanceTo(step: string): Promise<void>;
  join(nickname: string): Promise<{ token: string; id: string }>;
  asSeat(token: string, query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>>;
  signUp(): Promise<TestUser>;
}

export interface Row {
  /** HTTP by default; subscriptions run over the websocket, uploads as multipart. */
  kind?: 'subscription' | 'upload';
  document: string;
  /** Prepares the event and returns the operation's variables; `as` replaces callers (fresh accounts). */
  setup?: (fx: Fixture, s: Steps) => Promise<{ variables?: Record<string, unknown>; as?: Partial<Record<ActorName, TestUser>> }>;
  /** Variables that differ per caller (joining needs a nickname each). */
  variablesFor?: (actor: ActorName) => Record<string, unknown>;
  /** For a subscription that waits for a change: makes one, as the caller. */
  trigger?: (user: TestUser) => Promise<unknown>;
  expect: Record<ActorName, Outcome>;
}

const all = (o: Outcome): Record<ActorName, Outcome> => ({ signedOut: o, other: o, seatedElsewhere: o, seated: o, owner: o });
/** Any account, acting on its own things. */
const accounts: Record<ActorName, Outcome> = {
  signedOut: 'UNAUTHENTICATED',
  other: 'ok',
  seatedElsewhere: 'UNAUTHENTICATED',
  seated: 'UNAUTHENTICATED',
  owner: 'ok',
};
/** The owner only; another account must not learn the thing exists. */
const ownerOnly: Record<ActorName, Outcome> = { ...accounts, other: 'NOT_FOUND' };
/** The participant of this event only, by their seat. */
const seatOnly: Record<ActorName, Outcome> = { ...all('FORBIDDEN'), seated: 'ok' };
/** Admins only (no caller of the table is one): accounts are FORBIDDEN (ADMIN_ONLY), the rest must sign in. */
const adminOnly: Record<ActorName, Outcome> = { ...accounts, other: 'FORBIDDEN', owner: 'FORBIDDEN' };

const deckVars = (fx: Fixture) => Promise.resolve({ variables: { id: fx.deckId } });
/** A fresh deck of the owner's, published (ADR 51): the community rows read or copy it. */
const publishedDeckVars = async (_fx: Fixture, s: Steps) => {
  const made = await s.host('mutation { createDeck { id } }');
  const id = (made.createDeck as { id: string }).id;
  await s.host('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id,
    doc: { ...DECK_DOCUMENT, description: 'A deck for the policy table' },
  });
  await s.host('mutation ($id: ID!) { publishDeck(id: $id, published: true) { id } }', { id });
  return { variables: { id } };
};
const eventVars = (fx: Fixture) => Promise.resolve({ variables: { e: fx.event.id } });
const answering = async (fx: Fixture, s: Steps) => {
  await s.advanceTo('answering');
  return { variables: { e: fx.event.id } };
};

/**
 * The slides of the fixture's deck: a timed quiz, an open-text wall with upvotes, an audience
 * Q&A, two truths about a participant the host chooses, a spinner of participants.
 */
export const DECK_DOCUMENT = {
  version: 1,
  title: 'Policy table',
  slides: [
    { type: 'quiz', id: 'q1', question: 'Largest planet?', options: [{ text: 'Jupiter', correct: true }, { text: 'Mars' }], timeLimit: 30 },
    { type: 'opentext', id: 'o1', question: 'Ideas?', upvotes: true },
    { type: 'qna', id: 'a1' },
    {
      type: 'twotruths',
      id: 't1',
      subjectIsParticipant: true,
      subject: 'Someone here',
      statements: ['Has been to space', 'Speaks three languages', 'Plays the cello'],
      lieIndex: 0,
    },
    { type: 'spinner', id: 's1', source: 'participants' },
  ],
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const UPLOAD_BYTES = PNG;

/** Opens the fixture's Q&A (slide 3) and has a new participant ask in it; returns the question's id. */
async function asked(fx: Fixture, s: Steps): Promise<{ variables: Record<string, unknown> }> {
  await s.host('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 2) { id } }', { e: fx.event.id });
  const author = await s.join('Asker');
  const r = await s.asSeat(author.token, 'mutation ($e: ID!) { askQuestion(eventId: $e, slideId: "a1", text: "Why?") { questionId } }', {
    e: fx.event.id,
  });
  return { variables: { e: fx.event.id, q: (r.askQuestion as { questionId: string }).questionId } };
}
const qnaOpen = async (fx: Fixture, s: Steps) => {
  await s.host('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 2) { id } }', { e: fx.event.id });
  return { variables: { e: fx.event.id } };
};
/** Shows the spinner (slide 5) at its spin step. */
const spinning = async (fx: Fixture, s: Steps) => {
  await s.host('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 4) { id } }', { e: fx.event.id });
};
/** The fixture seat's participant id, as the host's leaderboard names it. */
async function seatedId(fx: Fixture, s: Steps): Promise<string> {
  const r = await s.host('query ($e: ID!) { leaderboard(eventId: $e) { participantId nickname } }', { e: fx.event.id });
  return (r.leaderboard as { participantId: string; nickname: string }[]).find((p) => p.nickname === 'Seated')!.participantId;
}
const QUESTION_MUTATION = (field: string, args: string) =>
  `mutation ($e: ID!, $q: ID!) { ${field}(eventId: $e, questionId: $q, ${args}) { questionId } }`;

/** Ends the fixture's event: its recap id, and the event's for the host's switch. */
const endedRecap = async (fx: Fixture, s: Steps) => {
  const d = await s.host('mutation ($e: ID!) { endEvent(eventId: $e) { recapId } }', { e: fx.event.id });
  return { variables: { e: fx.event.id, r: (d.endEvent as { recapId: string }).recapId } };
};
const EVENT_MUTATION = (field: string, args = '', extra = '') => `mutation ($e: ID!${extra}) { ${field}(eventId: $e${args}) { id } }`;

export const ROWS: Record<string, Row> = {
  'Query.health': { document: '{ health }', expect: all('ok') },
  'Query.me': { document: '{ me { id } }', expect: { ...all('null'), other: 'ok', owner: 'ok' } },
  'Query.decks': { document: '{ decks { total } }', expect: accounts },
  'Query.deck': { document: 'query ($id: ID!) { deck(id: $id) { id } }', setup: deckVars, expect: ownerOnly },
  'Query.deckTags': { document: '{ deckTags }', expect: accounts },
  'Query.exportDeck': { document: 'query ($id: ID!) { exportDeck(id: $id) }', setup: deckVars, expect: ownerOnly },
  'Query.deckFormatSchema': { document: '{ deckFormatSchema }', expect: all('ok') },
  // The template library is public: signed-out visitors browse it (ADR 0049).
  'Query.templates': { document: '{ templates(tag: "trivia") { slug } }', expect: all('ok') },
  'Query.templateTags': { document: '{ templateTags }', expect: all('ok') },
  'Query.template': { document: '{ template(slug: "friday-happy-hour") { slug } }', expect: all('ok') },
  'Query.communityDecks': { document: '{ communityDecks { total } }', expect: all('ok') },
  'Query.communityTags': { document: '{ communityTags { tag } }', expect: all('ok') },
  'Query.communityDeck': { document: 'query ($id: ID!) { communityDeck(id: $id) { id } }', setup: publishedDeckVars, expect: all('ok') },
  'Query.eventByCode': {
    document: 'query ($c: String!) { eventByCode(code: $c) { id } }',
    setup: (fx) => Promise.resolve({ variables: { c: fx.event.code } }),
    expect: all('ok'),
  },
  'Query.event': { document: 'query ($e: ID!) { event(id: $e) { id } }', setup: eventVars, expect: ownerOnly },
  'Query.runningEvent': {
    document: 'query ($d: ID!) { runningEvent(deckId: $d) { id } }',
    setup: (fx) => Promise.resolve({ variables: { d: fx.deckId } }),
    expect: { ...accounts, other: 'null' },
  },
  // Each account's own events: another account gets its own (empty) list.
  'Query.events': { document: '{ events { total } }', expect: accounts },
  'Query.eventReport': {
    document: 'query ($e: ID!) { eventReport(eventId: $e) { summary { participantCount } } }',
    setup: eventVars,
    expect: ownerOnly,
  },
  'Query.eventReportParticipants': {
    document: 'query ($e: ID!) { eventReportParticipants(eventId: $e) { total } }',
    setup: eventVars,
    expect: ownerOnly,
  },
  // People of each account's own events: another account sees nobody.
  'Query.participants': { document: '{ participants { total } }', expect: accounts },
  // Nobody joined the fixture's event with an email: the host finds nobody either (a host who
  // finds someone is in graphql/reports/participants.test.ts); another account learns nothing.
  'Query.participant': {
    document: '{ participant(email: "ada@example.com") { email } }',
    expect: { ...accounts, other: 'NOT_FOUND', owner: 'NOT_FOUND' },
  },
  // A recap is public (ADR 43): anyone with the link, account or not, while its host leaves it on.
  'Query.recap': {
    document: 'query ($r: ID!) { recap(id: $r) { title } }',
    setup: endedRecap,
    expect: all('ok'),
  },
  'Query.recaps': { document: '{ recaps { total } }', expect: accounts },
  'Mutation.setRecapEnabled': {
    document: 'mutation ($e: ID!) { setRecapEnabled(eventId: $e, enabled: false) { enabled } }',
    setup: endedRecap,
    expect: ownerOnly,
  },
  // The host, and the participants seated in the event; the big screen has its own view (liveEvent).
  'Query.leaderboard': {
    document: 'query ($e: ID!) { leaderboard(eventId: $e) { rank } }',
    setup: eventVars,
    expect: { signedOut: 'NOT_FOUND', other: 'NOT_FOUND', seatedElsewhere: 'NOT_FOUND', seated: 'ok', owner: 'ok' },
  },
  'Query.myQna': {
    document: 'query ($e: ID!) { myQna(eventId: $e, slideId: "a1") { upvoted } }',
    setup: eventVars,
    expect: seatOnly,
  },
  'Query.myUpvotes': {
    document: 'query ($e: ID!) { myUpvotes(eventId: $e, slideId: "o1") { upvoted } }',
    setup: eventVars,
    expect: seatOnly,
  },

  'Mutation.updateProfile': { document: 'mutation { updateProfile(input: { displayName: "Renamed" }) { id } }', expect: accounts },
  'Mutation.changePassword': {
    document: `mutation { changePassword(currentPassword: "${TEST_PASSWORD}", newPassword: "another horse 42") }`,
    // Fresh accounts: the fixture's owner and other keep their passwords and sessions.
    setup: async (_fx, s) => ({ as: { owner: await s.signUp(), other: await s.signUp() } }),
    expect: accounts,
  },
  'Mutation.uploadFile': { kind: 'upload', document: 'mutation ($f: Upload!) { uploadFile(file: $f) { id } }', expect: accounts },
  'Mutation.createDeck': { document: 'mutation { createDeck { id } }', expect: accounts },
  'Mutation.useTemplate': { document: 'mutation { useTemplate(slug: "friday-happy-hour") { id } }', expect: accounts },
  // Reports (ADR 52): anyone sends one; only a public deck's title is shown to all; admins review them.
  'Query.reportTarget': {
    document: 'query ($id: ID!) { reportTarget(deckId: $id) { title } }',
    // The fixture's deck is private: nobody learns its title.
    setup: deckVars,
    expect: all('null'),
  },
  'Query.contentReports': { document: '{ contentReports { total } }', expect: adminOnly },
  'Mutation.submitReport': {
    document: 'mutation { submitReport(input: { kind: PROBLEM, message: "The timer froze on my phone." }) { id } }',
    expect: all('ok'),
  },
  'Mutation.resolveReport': {
    document: 'mutation ($id: ID!) { resolveReport(id: $id, action: DISMISS) { id } }',
    setup: async (_fx, s) => {
      const r = await s.host('mutation { submitReport(input: { kind: PROBLEM, message: "Something is off here." }) { id } }');
      return { variables: { id: (r.submitReport as { id: string }).id } };
    },
    expect: adminOnly,
  },
  'Mutation.allowRepublishing': {
    document: 'mutation ($id: ID!) { allowRepublishing(deckId: $id) { takenDown } }',
    setup: deckVars,
    expect: adminOnly,
  },
  'Mutation.copyCommunityDeck': {
    document: 'mutation ($id: ID!) { copyCommunityDeck(id: $id) { id } }',
    setup: publishedDeckVars,
    expect: accounts,
  },
  'Mutation.publishDeck': {
    document: 'mutation ($id: ID!) { publishDeck(id: $id, published: false) { id } }',
    setup: deckVars,
    expect: ownerOnly,
  },
  // Curating the template library is for admins (ADR 0053), even with a deck of one's own.
  'Mutation.addTemplate': {
    document: 'mutation ($id: ID!) { addTemplate(deckId: $id, tags: ["icebreaker"], description: "A deck") { slug } }',
    setup: deckVars,
    expect: adminOnly,
  },
  'Mutation.setTemplateHidden': {
    document: 'mutation { setTemplateHidden(slug: "friday-happy-hour", hidden: true) { slug } }',
    expect: adminOnly,
  },
  'Mutation.removeTemplate': { document: 'mutation { removeTemplate(slug: "friday-happy-hour") }', expect: adminOnly },
  'Mutation.importDeck': {
    document: 'mutation ($doc: JSON!) { importDeck(document: $doc) { id } }',
    setup: () => Promise.resolve({ variables: { doc: DECK_DOCUMENT } }),
    expect: accounts,
  },
  'Mutation.updateDeck': {
    document: 'mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 2, input: { title: "Renamed" }) { id } }',
    setup: deckVars,
    expect: ownerOnly,
  },
  'Mutation.saveDeck': {
    document: 'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 2, document: $doc) { id } }',
    setup: (fx) => Promise.resolve({ variables: { id: fx.deckId, doc: DECK_DOCUMENT } }),
    expect: ownerOnly,
  },
  'Mutation.deleteDeck': { document: 'mutation ($id: ID!) { deleteDeck(id: $id) { id } }', setup: deckVars, expect: ownerOnly },
  'Mutation.restoreDeck': {
    document: 'mutation ($id: ID!) { restoreDeck(id: $id) { id } }',
    setup: async (fx, s) => {
      await s.host('mutation ($id: ID!) { deleteDeck(id: $id) { id } }', { id: fx.deckId });
      return { variables: { id: fx.deckId } };
    },
    expect: ownerOnly,
  },
  'Mutation.duplicateDeck': { document: 'mutation ($id: ID!) { duplicateDeck(id: $id) { id } }', setup: deckVars, expect: ownerOnly },
  'Mutation.startEvent': {
    document: 'mutation ($d: ID!) { startEvent(deckId: $d) { id } }',
    setup: (fx) => Promise.resolve({ variables: { d: fx.deckId } }),
    expect: ownerOnly,
  },
  'Mutation.joinEvent': {
    document: 'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
    setup: (fx) => Promise.resolve({ variables: { c: fx.event.code } }),
    variablesFor: (actor) => ({ n: `Joiner ${actor}` }),
    expect: all('ok'),
  },
  'Mutation.submitAnswer': {
    document: 'mutation ($e: ID!) { submitAnswer(eventId: $e, slideId: "q1", answer: { choices: [0] }) { accepted } }',
    setup: answering,
    expect: seatOnly,
  },
  'Mutation.upvoteAnswer': {
    document: 'mutation ($e: ID!, $a: ID!) { upvoteAnswer(eventId: $e, slideId: "o1", answerId: $a) { upvoted } }',
    setup: async (fx, s) => {
      await s.host('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 1) { id } }', { e: fx.event.id });
      await s.advanceTo('answering');
      const answer = (token: string, text: string) =>
        s.asSeat(token, 'mutation ($e: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: "o1", answer: $a) { accepted } }', {
          e: fx.event.id,
          a: { text },
        });
      const author = await s.join('Author');
      await answer(fx.seatToken, 'Mine');
      await answer(author.token, 'Theirs');
      const mine = await s.asSeat(author.token, 'query ($e: ID!) { myUpvotes(eventId: $e, slideId: "o1") { answerId } }', {
        e: fx.event.id,
      });
      return { variables: { e: fx.event.id, a: (mine.myUpvotes as { answerId: string }).answerId } };
    },
    expect: seatOnly,
  },
  'Mutation.askQuestion': {
    document: 'mutation ($e: ID!) { askQuestion(eventId: $e, slideId: "a1", text: "Who?") { questionId } }',
    setup: qnaOpen,
    expect: seatOnly,
  },
  'Mutation.upvoteQuestion': { document: QUESTION_MUTATION('upvoteQuestion', 'on: true'), setup: asked, expect: seatOnly },
  'Mutation.markQuestionAnswered': {
    document: QUESTION_MUTATION('markQuestionAnswered', 'answered: true'),
    setup: asked,
    expect: ownerOnly,
  },
  'Mutation.hideQuestion': { document: QUESTION_MUTATION('hideQuestion', 'hidden: true'), setup: asked, expect: ownerOnly },
  'Mutation.featureQuestion': { document: QUESTION_MUTATION('featureQuestion', 'featured: true'), setup: asked, expect: ownerOnly },
  'Mutation.closeQna': { document: EVENT_MUTATION('closeQna', ', slideId: "a1"'), setup: qnaOpen, expect: ownerOnly },
  'Mutation.reopenQna': { document: EVENT_MUTATION('reopenQna', ', slideId: "a1"'), setup: qnaOpen, expect: ownerOnly },
  'Mutation.advanceEvent': { document: EVENT_MUTATION('advanceEvent'), setup: eventVars, expect: ownerOnly },
  'Mutation.previousStep': { document: EVENT_MUTATION('previousStep'), setup: answering, expect: ownerOnly },
  'Mutation.gotoSlide': { document: EVENT_MUTATION('gotoSlide', ', index: 1'), setup: eventVars, expect: ownerOnly },
  'Mutation.lockAnswers': { document: EVENT_MUTATION('lockAnswers'), setup: answering, expect: ownerOnly },
  'Mutation.addTime': { document: EVENT_MUTATION('addTime', ', seconds: 10'), setup: answering, expect: ownerOnly },
  'Mutation.pauseEvent': { document: EVENT_MUTATION('pauseEvent'), setup: answering, expect: ownerOnly },
  'Mutation.resumeEvent': {
    document: EVENT_MUTATION('resumeEvent'),
    setup: async (fx, s) => {
      await s.advanceTo('answering');
      await s.host('mutation ($e: ID!) { pauseEvent(eventId: $e) { id } }', { e: fx.event.id });
      return { variables: { e: fx.event.id } };
    },
    expect: ownerOnly,
  },
  'Mutation.lockLobby': { document: EVENT_MUTATION('lockLobby', ', locked: true'), setup: eventVars, expect: ownerOnly },
  'Mutation.setEventLanguage': { document: EVENT_MUTATION('setEventLanguage', ', language: "fr"'), setup: eventVars, expect: ownerOnly },
  'Mutation.setEventSound': { document: EVENT_MUTATION('setEventSound', ', on: false'), setup: eventVars, expect: ownerOnly },
  'Mutation.removeParticipant': {
    document: EVENT_MUTATION('removeParticipant', ', participantId: $p', ', $p: ID!'),
    setup: async (fx, s) => ({ variables: { e: fx.event.id, p: (await s.join('To remove')).id } }),
    expect: ownerOnly,
  },
  // One event's erasure: its host only (it erases nothing from a running event).
  'Mutation.erasePersonalData': {
    document: 'mutation ($e: ID!) { erasePersonalData(email: "ada@example.com", eventId: $e) { participants } }',
    setup: eventVars,
    expect: ownerOnly,
  },
  'Mutation.endEvent': { document: EVENT_MUTATION('endEvent'), setup: eventVars, expect: ownerOnly },
  'Mutation.nextRound': {
    document: EVENT_MUTATION('nextRound'),
    setup: async (fx, s) => {
      await spinning(fx, s);
      await s.host('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: fx.event.id });
      return { variables: { e: fx.event.id } };
    },
    expect: ownerOnly,
  },
  'Mutation.handSpin': {
    document: EVENT_MUTATION('handSpin', ', slideId: "s1", participantId: $p', ', $p: ID'),
    setup: async (fx, s) => {
      await spinning(fx, s);
      return { variables: { e: fx.event.id, p: await seatedId(fx, s) } };
    },
    expect: ownerOnly,
  },
  // Only the phone the host handed the spin to spins (SPEC R21.6).
  'Mutation.spinWheel': {
    document: 'mutation ($e: ID!) { spinWheel(eventId: $e, slideId: "s1", round: 0) { round } }',
    setup: async (fx, s) => {
      await spinning(fx, s);
      await s.host('mutation ($e: ID!, $p: ID) { handSpin(eventId: $e, slideId: "s1", participantId: $p) { id } }', {
        e: fx.event.id,
        p: await seatedId(fx, s),
      });
      return { variables: { e: fx.event.id } };
    },
    expect: seatOnly,
  },
  'Mutation.setSlideSubject': {
    document: EVENT_MUTATION('setSlideSubject', ', slideId: "t1", participantId: $p', ', $p: ID!'),
    setup: async (fx, s) => ({ variables: { e: fx.event.id, p: await seatedId(fx, s) } }),
    expect: ownerOnly,
  },

  'Subscription.profileUpdated': {
    kind: 'subscription',
    document: 'subscription { profileUpdated { id } }',
    trigger: (user) => user.gql('mutation { updateProfile(input: { displayName: "Changed" }) { id } }'),
    expect: accounts,
  },
  // The big screen (/spectate/{id}) follows without signing in; a seat is checked when one is sent.
  'Subscription.liveEvent': {
    kind: 'subscription',
    document: 'subscription ($e: ID!) { liveEvent(eventId: $e) { eventId } }',
    setup: eventVars,
    expect: { ...all('ok'), seatedElsewhere: 'FORBIDDEN' },
  },
  'Subscription.hostEvent': {
    kind: 'subscription',
    document: 'subscription ($e: ID!) { hostEvent(eventId: $e) { event { id } } }',
    setup: eventVars,
    expect: ownerOnly,
  },
};
