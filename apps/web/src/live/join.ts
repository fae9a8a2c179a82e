import { checkName, GraphQLErrorCode, JOIN_CODE_ROUTE_PATTERN, looksMisread, NICKNAME_RULE, Reason } from '@mingle/shared';
import { readGraphQLError } from '../errors/readError';
import { messageFor } from '../errors/reasonMessages';
import type { EmailSetting } from '../graphql/schema.generated';
import type { EventLobby } from '../scenes/Join/joinOperations';
import type { GraphQLErrorLike } from './socketTypes';

/**
 * The join screen's rules and words. Codes are typed on a phone from a projector across the
 * room, so input is forgiving (spaces, dashes, lower case) and errors say what to do next.
 */

/** What people type, as the server compares it: no spaces or dashes, upper case. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function codeError(code: string): string | null {
  if (!code) return 'Enter the code shown on the screen';
  // Generated codes are 6 characters; custom ones (paid plans) 3 to 10 letters or digits.
  if (!JOIN_CODE_ROUTE_PATTERN.test(code)) return 'A code has 3 to 10 letters or digits';
  return null;
}

/** Why the server would refuse this nickname (the shared rule, ADR 23), or null. */
export function nicknameError(nickname: string): string | null {
  const checked = checkName(nickname, NICKNAME_RULE);
  return checked.ok ? null : checked.message;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string, setting: EmailSetting): string | null {
  const trimmed = email.trim();
  if (setting === 'OFF') return null;
  if (!trimmed) return setting === 'REQUIRED' ? 'This event asks for your email' : null;
  return EMAIL.test(trimmed) ? null : 'Enter an email like name@example.com';
}

/** A code that the screen could not have shown: it holds a 0, O, 1, I or L in a 6-character code. */
function ambiguityHint(code: string): string {
  return looksMisread(code) ? ' Codes never use 0, O, 1, I or L: check each character.' : '';
}

export function unknownCodeMessage(code: string): string {
  return `There is no event with the code ${code}.${ambiguityHint(code)}`;
}

/** Why an event cannot be joined now, in the words the join screen shows. */
export function lobbyProblem(lobby: EventLobby): { title: string; message: string } | null {
  if (lobby.status === 'ENDED') return refusalScreen(Reason.EVENT_ENDED, lobby.reason);
  if (lobby.joinable) return null;
  return refusalScreen(lobby.reasonCode, lobby.reason);
}

/**
 * A refusal to let someone in, by its reason (ADR 18), as one clear screen. `serverText` is
 * shown only for a reason this build does not know.
 */
export function refusalScreen(reason: string | null | undefined, serverText?: string | null): { title: string; message: string } {
  switch (reason) {
    case Reason.EVENT_FULL:
      return { title: 'This event is full', message: 'It has reached its participant limit. Ask the host about it.' };
    case Reason.EVENT_LOCKED:
      return { title: 'The lobby is locked', message: 'The host has closed this event to newcomers. Ask them to unlock it.' };
    case Reason.EVENT_STARTED:
      return { title: 'The game has already started', message: 'This event does not take late arrivals. Ask the host to let you in.' };
    case Reason.EVENT_ENDED:
      return { title: 'This event has ended', message: 'Thanks for playing! Ask the host for the next code.' };
    default:
      return { title: 'You cannot join right now', message: serverText || 'Ask the host for help.' };
  }
}

export type JoinFailure =
  | { kind: 'nickname'; message: string; suggestion: string | null }
  | { kind: 'email'; message: string }
  | { kind: 'event'; title: string; message: string }
  | { kind: 'unknown'; message: string };

/**
 * Why looking a code up failed, as the join screen shows it. `retry`: trying the same code
 * again can work (a network problem, or a wait the server named), so offer that.
 */
export function lookupFailure(error: GraphQLErrorLike | undefined, code: string): { title: string; message: string; retry: boolean } {
  const info = error ? readGraphQLError(error) : null;
  if (info?.reason === Reason.EVENT_NOT_FOUND) return { title: 'Event not found', message: unknownCodeMessage(code), retry: false };
  if (info?.reason === Reason.RATE_LIMITED) return { title: 'Please wait a moment', message: messageFor(info), retry: true };
  return { title: 'Could not reach Mingle', message: 'Check your connection, then try again.', retry: true };
}

const JOIN_REFUSALS: ReadonlySet<string> = new Set([Reason.EVENT_FULL, Reason.EVENT_LOCKED, Reason.EVENT_STARTED, Reason.EVENT_ENDED]);

/** Maps a failed joinEvent, by its reason and field, to the field or screen that shows it. */
export function joinFailure(error: GraphQLErrorLike | undefined, code: string): JoinFailure {
  if (!error) return { kind: 'unknown', message: 'Could not join. Check your connection and try again.' };
  const info = readGraphQLError(error);
  const { reason } = info;
  if (reason === Reason.EVENT_NOT_FOUND) return { kind: 'event', title: 'Event not found', message: unknownCodeMessage(code) };
  if (reason === Reason.NICKNAME_TAKEN) return { kind: 'nickname', message: messageFor(info), suggestion: info.suggestion ?? null };
  if (reason && JOIN_REFUSALS.has(reason)) return { kind: 'event', ...refusalScreen(reason) };
  if (reason === Reason.EMAIL_REQUIRED) return { kind: 'email', message: messageFor(info) };
  if (reason === Reason.INVALID_INPUT && info.field === 'email') return { kind: 'email', message: 'Enter an email like name@example.com' };
  if (reason === Reason.INVALID_INPUT && info.field === 'nickname')
    return { kind: 'nickname', message: messageFor(info), suggestion: null };
  if (info.code === GraphQLErrorCode.FORBIDDEN || info.code === GraphQLErrorCode.CONFLICT)
    return { kind: 'event', ...refusalScreen(null, messageFor(info)) };
  return { kind: 'unknown', message: messageFor(info, 'Could not join. Try again.') };
}
