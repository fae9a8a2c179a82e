import { checkName, GraphQLErrorCode, JOIN_CODE_ROUTE_PATTERN, NICKNAME_RULE } from '@mingle/shared';
import type { EmailSetting } from '../graphql/schema.generated';
import type { EventLobby } from '../scenes/Join/joinOperations';
import type { GraphQLErrorLike } from './socketTypes';

/**
 * The join screen's rules and words. Codes are typed on a phone from a projector across the
 * room, so input is forgiving (spaces, dashes, lower case) and errors say what to do next.
 */
/** Letters a generated code never holds: they look like others (0/O, 1/I/L). */
const AMBIGUOUS = /[01OIL]/;

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
  return code.length === 6 && AMBIGUOUS.test(code) ? ' Codes never use 0, O, 1, I or L: check each character.' : '';
}

export function unknownCodeMessage(code: string): string {
  return `There is no event with the code ${code}.${ambiguityHint(code)}`;
}

/** Why an event cannot be joined now, in the words the join screen shows. */
export function lobbyProblem(lobby: EventLobby): { title: string; message: string } | null {
  if (lobby.status === 'ENDED') return { title: 'This event has ended', message: 'Thanks for playing! Ask the host for the next code.' };
  if (lobby.joinable) return null;
  return reasonMessage(lobby.reason ?? '');
}

/** Server reasons and error messages mapped to one clear screen each; unknown ones are shown as they are. */
export function reasonMessage(reason: string): { title: string; message: string } {
  if (/full|limit/i.test(reason))
    return { title: 'This event is full', message: 'It has reached its participant limit. Ask the host about it.' };
  if (/lock/i.test(reason))
    return { title: 'The lobby is locked', message: 'The host has closed this event to newcomers. Ask them to unlock it.' };
  if (/late|started|in progress/i.test(reason))
    return { title: 'The game has already started', message: 'This event does not take late arrivals. Ask the host to let you in.' };
  if (/ended|over/i.test(reason)) return { title: 'This event has ended', message: 'Thanks for playing! Ask the host for the next code.' };
  return { title: 'You cannot join right now', message: reason || 'Ask the host for help.' };
}

export type JoinFailure =
  | { kind: 'nickname'; message: string; suggestion: string | null }
  | { kind: 'email'; message: string }
  | { kind: 'event'; title: string; message: string }
  | { kind: 'unknown'; message: string };

/** The suggestion in a "nickname taken" error: an extension if the server sends one, else the last quoted name. */
export function nicknameSuggestion(error: GraphQLErrorLike): string | null {
  const fromExtension = error.extensions?.suggestion;
  if (typeof fromExtension === 'string' && fromExtension.trim()) return fromExtension;
  const quoted = [...error.message.matchAll(/[“"'‘]([^”"'’]{1,24})[”"'’]/g)].map((m) => m[1]!);
  const afterTry = /(?:try|suggest(?:ion)?|how about|use)\b[^“"'‘]*[“"'‘]([^”"'’]{1,24})[”"'’]/i.exec(error.message);
  return afterTry?.[1] ?? (quoted.length > 1 ? quoted[quoted.length - 1]! : null);
}

/**
 * Why looking a code up failed, as the join screen shows it. `retry`: trying the same code
 * again can work (a network problem, or a wait the server named), so offer that.
 */
export function lookupFailure(error: GraphQLErrorLike | undefined, code: string): { title: string; message: string; retry: boolean } {
  const codeName = error?.extensions?.code;
  if (codeName === GraphQLErrorCode.NOT_FOUND) return { title: 'Event not found', message: unknownCodeMessage(code), retry: false };
  // The server's sentence names the wait ("Try again in 20 seconds"): show it as it is.
  if (codeName === GraphQLErrorCode.RATE_LIMITED && error) return { title: 'Please wait a moment', message: error.message, retry: true };
  return { title: 'Could not reach Mingle', message: 'Check your connection, then try again.', retry: true };
}

/** Maps a failed joinEvent to the field or screen that shows it. */
export function joinFailure(error: GraphQLErrorLike | undefined, code: string): JoinFailure {
  if (!error) return { kind: 'unknown', message: 'Could not join. Check your connection and try again.' };
  const codeName = error.extensions?.code;
  const text = error.message;
  if (codeName === 'NOT_FOUND') return { kind: 'event', title: 'Event not found', message: unknownCodeMessage(code) };
  // Shown beside the form as the server words it, with the wait; never read as "full" or the like.
  if (codeName === GraphQLErrorCode.RATE_LIMITED) return { kind: 'unknown', message: text };
  if (/nickname|name is taken|already (taken|in use)/i.test(text)) {
    return {
      kind: 'nickname',
      message: /taken|in use|already/i.test(text) ? 'Someone in this event already has that name.' : text,
      suggestion: nicknameSuggestion(error),
    };
  }
  if (/email/i.test(text)) return { kind: 'email', message: text };
  if (/full|limit|lock|ended|started|late/i.test(text) || codeName === 'FORBIDDEN' || codeName === 'CONFLICT')
    return { kind: 'event', ...reasonMessage(text) };
  return { kind: 'unknown', message: text || 'Could not join. Try again.' };
}
