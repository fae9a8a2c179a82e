import { GRAPHQL_VALIDATION_FAILED, GraphQLErrorCode } from './errors';

/**
 * Why an operation failed, as a client reads it: a closed set of names, sent as
 * `extensions.reason` on GraphQL errors (next to `extensions.code`, the broad class) and as
 * `reason` in REST error bodies and websocket `connection_error` payloads. Clients choose
 * what to show by reason and never by the message, which is only the server's wording
 * (ADR 18). A new failure gets a new reason here; a reason is never reused for another
 * meaning, and the message may change without notice.
 */
export const Reason = {
  // Anyone
  /** The operation needs an account: sign in first. */
  SIGN_IN_REQUIRED: 'SIGN_IN_REQUIRED',
  /** The signed-in account no longer exists. */
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  /** The viewer may not do this. */
  NOT_ALLOWED: 'NOT_ALLOWED',
  ADMIN_ONLY: 'ADMIN_ONLY',
  /** An input did not pass its schema: `field` names it, the message says what is wrong. */
  INVALID_INPUT: 'INVALID_INPUT',
  /** Too many attempts from one network (or on one account): `retryAfterS` says when to try again. */
  RATE_LIMITED: 'RATE_LIMITED',
  TOO_MANY_OPERATIONS: 'TOO_MANY_OPERATIONS',
  /** The database is away for a moment: retrying is safe. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The server process is at its connection budget (ADR 54): retry after `retryAfterS`, with back-off. */
  SERVER_FULL: 'SERVER_FULL',
  /** A fault on the server's side; its details are in the server's log. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** The GraphQL document does not parse or does not match the schema. */
  INVALID_DOCUMENT: 'INVALID_DOCUMENT',

  // Accounts (REST auth and the account mutations)
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** The refresh token is unknown, expired or revoked: sign in again. */
  SESSION_ENDED: 'SESSION_ENDED',
  /** `field`: currentPassword. */
  WRONG_CURRENT_PASSWORD: 'WRONG_CURRENT_PASSWORD',
  /** An emailed link that is unknown, expired or used. */
  INVALID_TICKET: 'INVALID_TICKET',

  // Decks
  /** The deck does not exist or is not the viewer's: the two are not told apart. */
  DECK_NOT_FOUND: 'DECK_NOT_FOUND',
  /** Saved from an older version than the stored one: reload before saving. */
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  /** The deck has problems that stop it being hosted. */
  DECK_NOT_READY: 'DECK_NOT_READY',
  /** The deck holds a slide type that cannot be played live. */
  SLIDE_NOT_PLAYABLE: 'SLIDE_NOT_PLAYABLE',

  // Templates
  /** No template has this slug. */
  TEMPLATE_NOT_FOUND: 'TEMPLATE_NOT_FOUND',
  /** Another template (a shipped file or one an admin added) already has this slug (`field`: slug). */
  TEMPLATE_SLUG_TAKEN: 'TEMPLATE_SLUG_TAKEN',
  /** A shipped template (a file in the repository) can be hidden, not removed. */
  TEMPLATE_SHIPPED: 'TEMPLATE_SHIPPED',

  // Reports of content and problems (/report, ADR 52)
  /** No report with this id. */
  REPORT_NOT_FOUND: 'REPORT_NOT_FOUND',
  /** The report was resolved already (dismissed, or its deck unpublished): nothing is left to do. */
  REPORT_RESOLVED: 'REPORT_RESOLVED',
  // Community (ADR 51)
  /** No published deck with this id: unpublished, deleted or never public, not told apart. */
  COMMUNITY_DECK_NOT_FOUND: 'COMMUNITY_DECK_NOT_FOUND',
  /** The deck cannot be published as it is: it has problems, or no description. */
  DECK_NOT_PUBLISHABLE: 'DECK_NOT_PUBLISHABLE',
  /** An admin took the deck off the community list after a report (ADR 59): its owner cannot publish it again until an admin allows it. */
  DECK_TAKEN_DOWN: 'DECK_TAKEN_DOWN',

  // Files (`field`: file)
  FILE_MISSING: 'FILE_MISSING',
  FILE_EMPTY: 'FILE_EMPTY',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  FILE_UNSAFE: 'FILE_UNSAFE',
  FILE_UNREADABLE: 'FILE_UNREADABLE',
  /** An image over the pixel or frame limits (IMAGE_LIMITS): the sentence names which. */
  IMAGE_TOO_MANY_PIXELS: 'IMAGE_TOO_MANY_PIXELS',
  /** An image field names a file this server did not store (another server's, or none). */
  IMAGE_NOT_STORED: 'IMAGE_NOT_STORED',

  // Events
  /** No event with this id or code (or not the viewer's, for a host's command). */
  EVENT_NOT_FOUND: 'EVENT_NOT_FOUND',
  /** No recap with this id, or its host turned it off: the two are not told apart (ADR 43). */
  RECAP_NOT_FOUND: 'RECAP_NOT_FOUND',
  EVENT_ENDED: 'EVENT_ENDED',
  EVENT_NOT_STARTED: 'EVENT_NOT_STARTED',
  /** The host locked the lobby. */
  EVENT_LOCKED: 'EVENT_LOCKED',
  /** The event is under way and takes no late arrivals. */
  EVENT_STARTED: 'EVENT_STARTED',
  EVENT_FULL: 'EVENT_FULL',
  /** The event changed too often while the command was retried: try again. */
  EVENT_BUSY: 'EVENT_BUSY',
  /** The host's command does not apply to the event as it stands (e.g. "previous" on the first step). */
  STEP_NOT_ALLOWED: 'STEP_NOT_ALLOWED',
  /** `field`: nickname; `suggestion`: a nickname that is free now. */
  NICKNAME_TAKEN: 'NICKNAME_TAKEN',
  /** `field`: email. */
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',

  // Seats (a participant's place in an event)
  /** No participant token: join the event first. */
  SEAT_REQUIRED: 'SEAT_REQUIRED',
  SEAT_OTHER_EVENT: 'SEAT_OTHER_EVENT',
  SEAT_NOT_FOUND: 'SEAT_NOT_FOUND',
  /** The host removed this participant. */
  SEAT_REMOVED: 'SEAT_REMOVED',
  PARTICIPANT_NOT_FOUND: 'PARTICIPANT_NOT_FOUND',

  // Answers and votes
  SLIDE_NOT_FOUND: 'SLIDE_NOT_FOUND',
  SLIDE_TAKES_NO_ANSWERS: 'SLIDE_TAKES_NO_ANSWERS',
  /** The event moved on to another slide or round. */
  QUESTION_NOT_OPEN: 'QUESTION_NOT_OPEN',
  ANSWERING_CLOSED: 'ANSWERING_CLOSED',
  /** This participant sits out the round: the two-truths subject, the quote's author (SPEC R16.4). */
  SITTING_OUT: 'SITTING_OUT',
  EVENT_PAUSED: 'EVENT_PAUSED',
  /** The spinner's spin was handed to another phone, or to none (SPEC R21.6). */
  SPIN_NOT_HANDED: 'SPIN_NOT_HANDED',
  /** The wheel is not waiting for a spin: it spun already, or the event moved on (R21.6). */
  SPIN_NOT_OPEN: 'SPIN_NOT_OPEN',
  TIME_UP: 'TIME_UP',
  /** A different answer to the same question was stored earlier. */
  ALREADY_ANSWERED: 'ALREADY_ANSWERED',
  UPVOTES_OFF: 'UPVOTES_OFF',
  VOTING_CLOSED: 'VOTING_CLOSED',
  /** Upvoting needs one's own answer first. */
  ANSWER_FIRST: 'ANSWER_FIRST',
  OWN_ANSWER: 'OWN_ANSWER',
  ANSWER_NOT_FOUND: 'ANSWER_NOT_FOUND',
  // Two truths and a lie (SPEC R19.2)
  /** The slide named is not a two-truths slide about a participant chosen live. */
  NO_SUBJECT_TO_CHOOSE: 'NO_SUBJECT_TO_CHOOSE',
  /** The participant chosen as the subject already answered the slide: they cannot sit out a vote they took part in. */
  SUBJECT_ANSWERED: 'SUBJECT_ANSWERED',
  // Audience Q&A (SPEC R15)
  /** The slide named is not a Q&A. */
  NOT_A_QNA: 'NOT_A_QNA',
  /** The Q&A is not taking questions or votes: closed by the host, or another one is open. */
  QNA_CLOSED: 'QNA_CLOSED',
  /** The Q&A holds as many questions as it may. */
  QNA_FULL: 'QNA_FULL',
  /** The participant has as many questions waiting (not answered, not hidden) as they may. */
  QUESTIONS_WAITING: 'QUESTIONS_WAITING',
  /** The participant asked as many questions in this Q&A as they may. */
  QUESTIONS_MAX: 'QUESTIONS_MAX',
  QUESTION_NOT_FOUND: 'QUESTION_NOT_FOUND',
  OWN_QUESTION: 'OWN_QUESTION',
  /** An answered question takes no more votes. */
  QUESTION_ANSWERED: 'QUESTION_ANSWERED',
  /** A hidden question cannot be put on the big screen. */
  QUESTION_HIDDEN: 'QUESTION_HIDDEN',

  // Transport and cost limits (ADR 19): the reason has the name of its code
  /** The request itself is malformed: not JSON, no query, a NUL character, a bad multipart map. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The body is over the size limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The body is not JSON or a multipart upload. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The document has too many tokens or nests brackets too deep. */
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  VARIABLES_TOO_DEEP: 'VARIABLES_TOO_DEEP',
  /** The answer would be over MAX_RESPONSE_BYTES: ask for less at once. */
  RESPONSE_TOO_LARGE: 'RESPONSE_TOO_LARGE',

  // Websocket protocol
  /** `connection_error`: a token in `connection_init` did not verify. */
  CREDENTIALS_REFUSED: 'CREDENTIALS_REFUSED',
  /** An operation arrived before `connection_init` was acknowledged. */
  NOT_INITIALISED: 'NOT_INITIALISED',
  /** A message that is not JSON, of an unknown type, or without an id (legacy sub-protocol). */
  INVALID_MESSAGE: 'INVALID_MESSAGE',
} as const;
export type Reason = (typeof Reason)[keyof typeof Reason];

/** The `extensions.code` each reason travels with: the broad class older clients read. */
export const REASON_CODE: Record<Reason, GraphQLErrorCode | typeof GRAPHQL_VALIDATION_FAILED> = {
  SIGN_IN_REQUIRED: GraphQLErrorCode.UNAUTHENTICATED,
  ACCOUNT_NOT_FOUND: GraphQLErrorCode.UNAUTHENTICATED,
  NOT_ALLOWED: GraphQLErrorCode.FORBIDDEN,
  ADMIN_ONLY: GraphQLErrorCode.FORBIDDEN,
  INVALID_INPUT: GraphQLErrorCode.BAD_USER_INPUT,
  BAD_REQUEST: GraphQLErrorCode.BAD_REQUEST,
  PAYLOAD_TOO_LARGE: GraphQLErrorCode.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: GraphQLErrorCode.UNSUPPORTED_MEDIA_TYPE,
  DOCUMENT_TOO_LARGE: GraphQLErrorCode.DOCUMENT_TOO_LARGE,
  QUERY_TOO_DEEP: GraphQLErrorCode.QUERY_TOO_DEEP,
  TOO_MANY_ALIASES: GraphQLErrorCode.TOO_MANY_ALIASES,
  TOO_MANY_FIELDS: GraphQLErrorCode.TOO_MANY_FIELDS,
  VARIABLES_TOO_DEEP: GraphQLErrorCode.VARIABLES_TOO_DEEP,
  RESPONSE_TOO_LARGE: GraphQLErrorCode.RESPONSE_TOO_LARGE,
  RATE_LIMITED: GraphQLErrorCode.RATE_LIMITED,
  TOO_MANY_OPERATIONS: GraphQLErrorCode.TOO_MANY_OPERATIONS,
  SERVICE_UNAVAILABLE: GraphQLErrorCode.SERVICE_UNAVAILABLE,
  SERVER_FULL: GraphQLErrorCode.SERVER_FULL,
  INTERNAL_ERROR: GraphQLErrorCode.INTERNAL_SERVER_ERROR,
  INVALID_DOCUMENT: GRAPHQL_VALIDATION_FAILED,
  INVALID_CREDENTIALS: GraphQLErrorCode.UNAUTHENTICATED,
  EMAIL_TAKEN: GraphQLErrorCode.CONFLICT,
  SESSION_ENDED: GraphQLErrorCode.UNAUTHENTICATED,
  WRONG_CURRENT_PASSWORD: GraphQLErrorCode.BAD_USER_INPUT,
  INVALID_TICKET: GraphQLErrorCode.BAD_USER_INPUT,
  DECK_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  VERSION_CONFLICT: GraphQLErrorCode.CONFLICT,
  DECK_NOT_READY: GraphQLErrorCode.BAD_USER_INPUT,
  SLIDE_NOT_PLAYABLE: GraphQLErrorCode.BAD_USER_INPUT,
  TEMPLATE_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  REPORT_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  REPORT_RESOLVED: GraphQLErrorCode.CONFLICT,
  COMMUNITY_DECK_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  DECK_NOT_PUBLISHABLE: GraphQLErrorCode.BAD_USER_INPUT,
  DECK_TAKEN_DOWN: GraphQLErrorCode.FORBIDDEN,
  TEMPLATE_SLUG_TAKEN: GraphQLErrorCode.CONFLICT,
  TEMPLATE_SHIPPED: GraphQLErrorCode.BAD_USER_INPUT,
  FILE_MISSING: GraphQLErrorCode.BAD_USER_INPUT,
  FILE_EMPTY: GraphQLErrorCode.BAD_USER_INPUT,
  FILE_TOO_LARGE: GraphQLErrorCode.BAD_USER_INPUT,
  FILE_TYPE_NOT_ALLOWED: GraphQLErrorCode.BAD_USER_INPUT,
  FILE_UNSAFE: GraphQLErrorCode.BAD_USER_INPUT,
  FILE_UNREADABLE: GraphQLErrorCode.BAD_USER_INPUT,
  IMAGE_TOO_MANY_PIXELS: GraphQLErrorCode.BAD_USER_INPUT,
  IMAGE_NOT_STORED: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  RECAP_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  EVENT_ENDED: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_NOT_STARTED: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_LOCKED: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_STARTED: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_FULL: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_BUSY: GraphQLErrorCode.CONFLICT,
  STEP_NOT_ALLOWED: GraphQLErrorCode.BAD_USER_INPUT,
  NICKNAME_TAKEN: GraphQLErrorCode.BAD_USER_INPUT,
  EMAIL_REQUIRED: GraphQLErrorCode.BAD_USER_INPUT,
  SEAT_REQUIRED: GraphQLErrorCode.FORBIDDEN,
  SEAT_OTHER_EVENT: GraphQLErrorCode.FORBIDDEN,
  SEAT_NOT_FOUND: GraphQLErrorCode.FORBIDDEN,
  SEAT_REMOVED: GraphQLErrorCode.FORBIDDEN,
  PARTICIPANT_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  SLIDE_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  SLIDE_TAKES_NO_ANSWERS: GraphQLErrorCode.BAD_USER_INPUT,
  QUESTION_NOT_OPEN: GraphQLErrorCode.BAD_USER_INPUT,
  ANSWERING_CLOSED: GraphQLErrorCode.BAD_USER_INPUT,
  SITTING_OUT: GraphQLErrorCode.BAD_USER_INPUT,
  EVENT_PAUSED: GraphQLErrorCode.BAD_USER_INPUT,
  SPIN_NOT_HANDED: GraphQLErrorCode.FORBIDDEN,
  SPIN_NOT_OPEN: GraphQLErrorCode.BAD_USER_INPUT,
  TIME_UP: GraphQLErrorCode.BAD_USER_INPUT,
  ALREADY_ANSWERED: GraphQLErrorCode.BAD_USER_INPUT,
  UPVOTES_OFF: GraphQLErrorCode.BAD_USER_INPUT,
  VOTING_CLOSED: GraphQLErrorCode.BAD_USER_INPUT,
  ANSWER_FIRST: GraphQLErrorCode.BAD_USER_INPUT,
  OWN_ANSWER: GraphQLErrorCode.BAD_USER_INPUT,
  ANSWER_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  NO_SUBJECT_TO_CHOOSE: GraphQLErrorCode.BAD_USER_INPUT,
  SUBJECT_ANSWERED: GraphQLErrorCode.BAD_USER_INPUT,
  NOT_A_QNA: GraphQLErrorCode.BAD_USER_INPUT,
  QNA_CLOSED: GraphQLErrorCode.BAD_USER_INPUT,
  QNA_FULL: GraphQLErrorCode.BAD_USER_INPUT,
  QUESTIONS_WAITING: GraphQLErrorCode.BAD_USER_INPUT,
  QUESTIONS_MAX: GraphQLErrorCode.BAD_USER_INPUT,
  QUESTION_NOT_FOUND: GraphQLErrorCode.NOT_FOUND,
  OWN_QUESTION: GraphQLErrorCode.BAD_USER_INPUT,
  QUESTION_ANSWERED: GraphQLErrorCode.BAD_USER_INPUT,
  QUESTION_HIDDEN: GraphQLErrorCode.BAD_USER_INPUT,
  CREDENTIALS_REFUSED: GraphQLErrorCode.FORBIDDEN,
  NOT_INITIALISED: GraphQLErrorCode.UNAUTHENTICATED,
  INVALID_MESSAGE: GRAPHQL_VALIDATION_FAILED,
};

const REASONS = new Set<string>(Object.values(Reason));

/** Whether a value read off the wire is one of the reasons this build knows. */
export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && REASONS.has(value);
}

/**
 * What an error adds beside its reason, where it applies. A type, not an interface, so that it
 * fits graphql-js's index-signed `extensions`.
 */
export type ReasonDetails = {
  /** The input field that is wrong, as a path: `nickname`, `currentPassword`, `slides[2].title`. */
  field?: string;
  /** A value that would work instead (a free nickname for NICKNAME_TAKEN). */
  suggestion?: string;
  /** RATE_LIMITED and SERVER_FULL: whole seconds until trying again may work. */
  retryAfterS?: number;
  /**
   * INVALID_INPUT and IMAGE_NOT_STORED of a whole document (a deck): each problem on its own,
   * as a path and what is wrong (`slides[3].title: is required`), at most MAX_LISTED_PROBLEMS.
   */
  problems?: string[];
};

/** "20 seconds", "3 minutes": the wait a RATE_LIMITED sentence names, on the server and the web alike. */
export function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** How many of a document's problems an error lists in `problems`; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 20;

/** A document's problems as `problems` lists them: the first MAX_LISTED_PROBLEMS, then how many more. */
export function listProblems(lines: readonly string[]): string[] {
  if (lines.length <= MAX_LISTED_PROBLEMS) return [...lines];
  return [...lines.slice(0, MAX_LISTED_PROBLEMS), `and ${lines.length - MAX_LISTED_PROBLEMS} more`];
}
