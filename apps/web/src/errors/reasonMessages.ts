import { IMAGE_LIMITS, MAX_UPLOAD_BYTES, SERVICE_UNAVAILABLE_MESSAGE, waitText, type Reason } from '@mingle/shared';
import type { ErrorInfo } from './readError';

/** The server's words, for reasons whose point is a detail only the server knows (which input, which slide). */
const SERVER_DETAIL = (e: ErrorInfo) => e.serverMessage;

/**
 * What a person reads for each reason (ADR 18). A Record over every reason, so a reason added
 * to @mingle/shared does not compile here until it has words. Screens may say more in their own
 * context (the join screen's titles); this is the sentence anywhere else.
 */
export const REASON_MESSAGES: Record<Reason, string | ((e: ErrorInfo) => string)> = {
  SIGN_IN_REQUIRED: 'You need to sign in to do this.',
  ACCOUNT_NOT_FOUND: 'Your account no longer exists.',
  NOT_ALLOWED: 'You are not allowed to do this.',
  ADMIN_ONLY: 'Only administrators can do this.',
  INVALID_INPUT: SERVER_DETAIL,
  BAD_REQUEST: 'Mingle could not read that request. Reload the page, then try again.',
  PAYLOAD_TOO_LARGE: 'That is too much to send at once. Send less, then try again.',
  UNSUPPORTED_MEDIA_TYPE: 'Mingle could not read that request. Reload the page, then try again.',
  DOCUMENT_TOO_LARGE: SERVER_DETAIL,
  QUERY_TOO_DEEP: SERVER_DETAIL,
  TOO_MANY_ALIASES: SERVER_DETAIL,
  TOO_MANY_FIELDS: SERVER_DETAIL,
  VARIABLES_TOO_DEEP: SERVER_DETAIL,
  RESPONSE_TOO_LARGE: 'That is too much to load at once. Ask for fewer items.',
  RATE_LIMITED: (e) =>
    e.retryAfterS
      ? `Too many tries from your network. Try again in ${waitText(e.retryAfterS)}.`
      : 'Too many tries. Wait a minute, then try again.',
  TOO_MANY_OPERATIONS: 'This page has too much open at once. Reload it, then try again.',
  SERVICE_UNAVAILABLE: SERVICE_UNAVAILABLE_MESSAGE,
  SERVER_FULL: (e) =>
    e.retryAfterS ? `The event is very busy. Try again in ${waitText(e.retryAfterS)}.` : 'The event is very busy. Try again in a moment.',
  INTERNAL_ERROR: 'Something went wrong on our side. Try again in a moment.',
  INVALID_DOCUMENT: 'This page is out of date. Reload it, then try again.',
  INVALID_CREDENTIALS: 'That email and password do not match an account. Check them and try again.',
  EMAIL_TAKEN: 'An account with this email already exists. Sign in instead.',
  SESSION_ENDED: 'Your session has ended. Please sign in again.',
  WRONG_CURRENT_PASSWORD: 'The current password is not correct.',
  INVALID_TICKET: 'This link is invalid or has expired.',
  DECK_NOT_FOUND: 'This deck does not exist, or it is not yours.',
  VERSION_CONFLICT:
    'This deck was changed somewhere else (another tab or device) after you opened it. Load the latest version, or save yours over it.',
  DECK_NOT_READY: SERVER_DETAIL,
  TEMPLATE_NOT_FOUND: 'This template does not exist (any more).',
  REPORT_NOT_FOUND: 'This report does not exist.',
  REPORT_RESOLVED: 'This report was resolved already.',
  COMMUNITY_DECK_NOT_FOUND: 'This deck is no longer on the community list: its owner unpublished or deleted it.',
  DECK_NOT_PUBLISHABLE: SERVER_DETAIL,
  DECK_TAKEN_DOWN: SERVER_DETAIL,
  TEMPLATE_SLUG_TAKEN: 'Another template already has this name in its address. Choose another.',
  TEMPLATE_SHIPPED: 'Templates that come with Mingle can be hidden from the gallery, not removed.',
  SLIDE_NOT_PLAYABLE: SERVER_DETAIL,
  FILE_MISSING: 'The file did not arrive. Choose it again.',
  FILE_EMPTY: 'The file is empty.',
  FILE_TOO_LARGE: `Images can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  FILE_TYPE_NOT_ALLOWED: 'Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.',
  // The server's words for these two start with the field ("file: …"); an uploader reads a sentence.
  FILE_UNSAFE:
    'That SVG holds something Mingle does not allow, such as a script or a link to another file. Save it as a PNG, then upload it.',
  IMAGE_TOO_MANY_PIXELS: `That image is too large in pixels (at most ${IMAGE_LIMITS.pixels / 1_000_000} megapixels, and ${IMAGE_LIMITS.frames} frames for an animation). Make it smaller, then upload it again.`,
  IMAGE_NOT_STORED: SERVER_DETAIL,
  FILE_UNREADABLE: 'The image could not be read; it may be damaged or too large in pixels.',
  EVENT_NOT_FOUND: 'This event does not exist.',
  RECAP_NOT_FOUND: 'This recap does not exist or its host turned it off.',
  EVENT_ENDED: 'This event has ended.',
  EVENT_NOT_STARTED: 'The event has not started yet.',
  EVENT_LOCKED: 'The host has locked this event.',
  EVENT_STARTED: 'This event has already started.',
  EVENT_FULL: 'This event is full.',
  EVENT_BUSY: 'The event is changing too fast. Try again.',
  STEP_NOT_ALLOWED: SERVER_DETAIL,
  NICKNAME_TAKEN: 'Someone in this event already has that name.',
  EMAIL_REQUIRED: 'This event asks for your email.',
  SEAT_REQUIRED: 'Join the event first.',
  SEAT_OTHER_EVENT: 'You joined another event. Join this one with its code.',
  SEAT_NOT_FOUND: 'Your place in this event no longer exists. Join again with the code.',
  SEAT_REMOVED: 'You were removed from this event.',
  PARTICIPANT_NOT_FOUND: 'This participant is not in the event.',
  SLIDE_NOT_FOUND: 'This slide does not exist.',
  SLIDE_TAKES_NO_ANSWERS: 'This slide does not take answers.',
  QUESTION_NOT_OPEN: 'This question is no longer open.',
  SITTING_OUT: 'This round is about you: sit this one out.',
  ANSWERING_CLOSED: 'Answering is closed for this question.',
  EVENT_PAUSED: 'The host paused the game; try again in a moment.',
  SPIN_NOT_HANDED: 'The host handed the spin to someone else.',
  SPIN_NOT_OPEN: 'The wheel is not waiting for a spin any more.',
  TIME_UP: 'Time is up.',
  ALREADY_ANSWERED: 'You already answered this question.',
  UPVOTES_OFF: 'Upvotes are off for this slide.',
  VOTING_CLOSED: 'Voting is closed for this slide.',
  ANSWER_FIRST: 'Send your own answer first.',
  OWN_ANSWER: 'You cannot upvote your own answer.',
  ANSWER_NOT_FOUND: 'This answer does not exist.',
  NO_SUBJECT_TO_CHOOSE: 'This slide is not two truths and a lie about a participant.',
  SUBJECT_ANSWERED: 'They already answered this slide: choose someone who has not voted.',
  NOT_A_QNA: 'This slide is not a Q&A.',
  QNA_CLOSED: 'This Q&A is closed.',
  QNA_FULL: 'This Q&A holds as many questions as it can.',
  QUESTIONS_WAITING: 'You have as many questions waiting as you can. Ask again once one is answered.',
  QUESTIONS_MAX: 'You asked as many questions as you can in this Q&A.',
  QUESTION_NOT_FOUND: 'This question does not exist.',
  OWN_QUESTION: 'You cannot upvote your own question.',
  QUESTION_ANSWERED: 'This question is answered already.',
  QUESTION_HIDDEN: 'Show this question before putting it on the big screen.',
  CREDENTIALS_REFUSED: 'Your sign-in or your place in the event is no longer valid.',
  NOT_INITIALISED: 'The connection was not ready. Try again.',
  INVALID_MESSAGE: 'This page is out of date. Reload it, then try again.',
};

/**
 * The sentence to show for a failure: the mapping of its reason; for a failure that never
 * reached the server, a network sentence; the server's words only when the reason is unknown.
 */
export function messageFor(e: ErrorInfo, fallback = 'The request failed.'): string {
  if (e.reason) {
    const mapped = REASON_MESSAGES[e.reason];
    return (typeof mapped === 'function' ? mapped(e) : mapped) || fallback;
  }
  if (e.network) return 'Could not reach Mingle. Check your connection and try again.';
  return e.serverMessage || fallback;
}
