import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored normalised (trimmed, lower case); unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  scope: text('scope')
    .array()
    .notNull()
    .default(sql`ARRAY['user']::text[]`),
  plan: text('plan').notNull().default('free'),
  referralCode: text('referral_code').notNull().unique(),
  referredByCode: text('referred_by_code'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Refresh tokens are stored hashed. Each sign-in starts a family; every refresh rotates
 * to a new row of the same family. Presenting a rotated token again means it leaked, so
 * the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use, expiring tickets sent by email (verification, password reset). Stored hashed. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_user_idx').on(t.userId)],
);

/** Uploaded files: metadata here, bytes in the storage backend under `key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    /** A smaller WebP for lists and thumbnails; null when the original is small or an SVG. */
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/**
 * Decks in deck format v1. The slides are one JSON document, saved whole by the editor;
 * `revision` increases on every save so a save based on an older revision is refused
 * instead of silently overwriting another tab's work.
 */
export const decks = pgTable(
  'decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    coverImage: text('cover_image'),
    /** The language the deck's events start in (deck format `language`); null: each screen its browser's. */
    language: text('language'),
    visibility: text('visibility', { enum: ['private', 'team', 'public'] })
      .notNull()
      .default('private'),
    /** When the owner last published the deck to the community list (ADR 51); null while it is not public. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /**
     * When an admin took the deck off the community list after a report (ADR 52, 59); while set,
     * its owner cannot publish it again. An admin clears it to allow that.
     */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true, mode: 'date' }),
    /** How many copies other accounts made of it from the community list ("most copied first"). */
    copyCount: integer('copy_count').notNull().default(0),
    slides: jsonb('slides')
      .notNull()
      .default(sql`'[]'::jsonb`),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when deleted; the deck can be restored until the purge window passes. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('decks_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('decks_tags_idx').using('gin', t.tags),
    index('decks_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.visibility} = 'public'`),
  ],
);

/**
 * A live event: a snapshot of the deck, its settings, and where it is (live/SPEC.md R1, R4).
 * `version` increases with every change of state; writers compare and set it (R4.7).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    slides: jsonb('slides').notNull(),
    settings: jsonb('settings').notNull(),
    status: text('status', { enum: ['lobby', 'live', 'ended'] })
      .notNull()
      .default('lobby'),
    slideIndex: integer('slide_index').notNull().default(-1),
    stepIndex: integer('step_index').notNull().default(0),
    round: integer('round').notNull().default(0),
    stepStartedAt: bigint('step_started_at', { mode: 'number' }),
    deadline: bigint('deadline', { mode: 'number' }),
    pausedRemainingMs: integer('paused_remaining_ms'),
    /** When the current pause began (epoch ms), and the pauses of this step so far, ms. */
    pausedAt: bigint('paused_at', { mode: 'number' }),
    pausedMs: integer('paused_ms').notNull().default(0),
    /** Scored slides whose answering has closed: it never opens again (R5.9). */
    closedSlides: text('closed_slides')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    lobbyLocked: boolean('lobby_locked').notNull().default(false),
    /** The Q&A slide taking questions now, if any (SPEC R15.1): one at a time. */
    qnaSlideId: text('qna_slide_id'),
    /** Q&A slides the host closed: arriving at them again does not reopen them (R15.6). */
    qnaClosed: text('qna_closed')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /**
     * What the server decided for each round of a slide (SPEC R16): the quote and candidates of
     * a who-said-it round, a spin's wheel and result, a two-truths subject. Keyed "slideId#round",
     * written with the state in the same compare-and-set, so every process and screen agrees.
     */
    plays: jsonb('plays')
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    /** The public recap's id (`/recap/{id}`), made when the event ends (R4.6, ADR 43). */
    recapId: uuid('recap_id'),
    /** The host may turn the public recap off; its link then answers Not found. */
    recapEnabled: boolean('recap_enabled').notNull().default(true),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // R2.2: a code is unique among events that are not ended.
    uniqueIndex('events_open_code_idx')
      .on(t.code)
      .where(sql`status <> 'ended'`),
    // R1.2: one event that is not ended per deck.
    uniqueIndex('events_open_deck_idx')
      .on(t.deckId)
      .where(sql`status <> 'ended'`),
    index('events_host_idx').on(t.hostId),
    uniqueIndex('events_recap_idx').on(t.recapId),
  ],
);

export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    /**
     * Look-alike key of the nickname (`lib/lookalike.ts`): unique in the event (R3.1, R3.10,
     * ADR 23). A key starting with U+0001 was made by the old rule (lower case) and is
     * recomputed at start (`db/nicknameKeys.ts`).
     */
    nicknameKey: text('nickname_key').notNull(),
    email: text('email'),
    score: integer('score').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    correctTimeMs: bigint('correct_time_ms', { mode: 'number' }).notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    joinedAt: bigint('joined_at', { mode: 'number' }).notNull(),
    /** Open sockets of this participant, across processes ("connected" when above 0). */
    connections: integer('connections').notNull().default(0),
    /** The team's index in the event's team settings, in team mode (SPEC R17); null otherwise. */
    team: integer('team'),
  },
  (t) => [
    uniqueIndex('participants_event_nickname_idx').on(t.eventId, t.nicknameKey),
    index('participants_event_joined_idx').on(t.eventId, t.joinedAt),
  ],
);

/** One answer per participant per slide and round (R5.7), stored before it is acknowledged. */
export const responses = pgTable(
  'responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    round: integer('round').notNull().default(0),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    answerMs: integer('answer_ms').notNull(),
    /** The participant's streak before this answer: shown until the reveal (R6.5). */
    streakBefore: integer('streak_before').notNull().default(0),
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
    /**
     * Insertion order, so a live snapshot can read only the answers it has not seen
     * (a count tells it when a concurrent commit landed out of order).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('responses_one_per_slide_idx').on(t.eventId, t.slideId, t.round, t.participantId),
    index('responses_event_slide_seq_idx').on(t.eventId, t.slideId, t.round, t.seq),
  ],
);

/**
 * Upvotes of open-text answers (SPEC R8): one per voter per answer, the primary key makes a
 * second vote a no-op. Event, slide and round are kept so one index range counts a slide's votes.
 */
export const answerUpvotes = pgTable(
  'answer_upvotes',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    round: integer('round').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.voterId] }), index('answer_upvotes_event_slide_idx').on(t.eventId, t.slideId, t.round)],
);

/**
 * Audience questions of a Q&A slide (SPEC R15). `seq` is the public id: it names the question,
 * never its author. Moderation marks are times (epoch ms) or null; one question of a Q&A is
 * featured at a time. The unique text per author makes a resent question the same question.
 */
export const qnaQuestions = pgTable(
  'qna_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The author chose to show their nickname with this question (R15.2). */
    showName: boolean('show_name').notNull().default(false),
    askedAt: bigint('asked_at', { mode: 'number' }).notNull(),
    answeredAt: bigint('answered_at', { mode: 'number' }),
    hiddenAt: bigint('hidden_at', { mode: 'number' }),
    featuredAt: bigint('featured_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('qna_questions_author_text_idx').on(t.eventId, t.slideId, t.participantId, t.text),
    index('qna_questions_event_slide_idx').on(t.eventId, t.slideId, t.seq),
  ],
);

/** Upvotes of audience questions (R15.4): one per voter per question; taking it back deletes the row. */
export const qnaVotes = pgTable(
  'qna_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slideId: text('slide_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.voterId] }), index('qna_votes_event_slide_idx').on(t.eventId, t.slideId)],
);

/**
 * A report from `/report` (ADR 51): a problem with Mingle or abusive content, usually a community
 * deck. Anyone may send one, signed in or not; admins read them and close them.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['abuse', 'problem'] }).notNull(),
    /** The reported deck, when the report came from a deck's "Report" link. */
    deckId: uuid('deck_id').references(() => decks.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** Where to answer: the signed-in reporter's account, or the address a signed-out one typed. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the admin did: dismissed it, or took the deck off the community list. */
    resolution: text('resolution', { enum: ['dismissed', 'unpublished'] }),
  },
  (t) => [index('content_reports_open_idx').on(t.resolvedAt, t.createdAt)],
);

/**
 * What admins did to a deck after a report (ADR 59), one row per act, never changed: the deck
 * taken down, and publishing allowed again. A takedown is also marked on the deck itself
 * (`decks.taken_down_at`, what publishing checks); this is who did what, and when.
 */
export const deckModeration = pgTable(
  'deck_moderation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Write order: two acts in the same millisecond still list in the order they were made. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['taken_down', 'publishing_allowed'] }).notNull(),
    /** The admin; null once that account is gone. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('deck_moderation_deck_idx').on(t.deckId, t.seq)],
);

/**
 * The template library's overlay on the shipped files (ADR 53): a row with a `document` is a
 * template an admin added from one of their decks; a row without one names a shipped file
 * (`apps/server/templates/<slug>.json`) only to hide or show it. Slugs are unique across both.
 */
export const templateEntries = pgTable(
  'template_entries',
  {
    slug: text('slug').primaryKey(),
    /** Deck format v1 with its template tags and description; null for a shipped file's override. */
    document: jsonb('document'),
    /** Hidden templates are left out of the gallery; admins still see them, to show them again. */
    hidden: boolean('hidden').notNull().default(false),
    /** The admin who added it (for a shipped file's row: who first hid or showed it); null once that account is gone. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('template_entries_added_idx').on(t.createdAt)],
);
