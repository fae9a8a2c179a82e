import { checkName, GraphQLErrorCode, JOIN_CODE_ROUTE_PATTERN, looksMisread, NICKNAME_MAX, NICKNAME_RULE, Reason } from '@mingle/shared';
import { readGraphQLError } from '../../errors/readGraphQLError';
import type { MessageId } from '../../i18n/speaking';
import type { GraphQLErrorLike } from '../../live/socketTypes';
import type { EventLobby } from '../joinApi';
import { reasonWords } from '../reasonWords';
import { words, type Words } from '../words';

/**
 * The join screen's rules. Codes are typed on a phone from a projector across the room, so
 * input is forgiving (spaces, dashes, lower case) and errors say what to do next. Rules give
 * Words; the screens put them in the phone's language.
 */

/** What people type, as the server compares it: no spaces or dashes, upper case. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function codeError(code: string): Words | null {
  if (!code) return words('phone.code.empty');
  // Generated codes are 6 characters; custom ones (paid plans) 3 to 10 letters or digits.
  if (!JOIN_CODE_ROUTE_PATTERN.test(code)) return words('phone.code.shape');
  return null;
}

/** Why the server would refuse this nickname (the shared rule, ADR 23), or null. */
export function nicknameError(nickname: string): Words | null {
  const checked = checkName(nickname, NICKNAME_RULE);
  if (checked.ok) return null;
  if (checked.refusal === 'empty') return words('phone.nickname.empty');
  if (checked.refusal === 'too-long') return words('phone.nickname.tooLong', { max: NICKNAME_MAX });
  return words(`phone.nickname.${checked.refusal}`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string, setting: EventLobby['askEmail']): Words | null {
  const trimmed = email.trim();
  if (setting === 'OFF') return null;
  if (!trimmed) return setting === 'REQUIRED' ? words('phone.email.missing') : null;
  return EMAIL.test(trimmed) ? null : words('phone.email.invalid');
}

/** A code the screen could not have shown (a 0, O, 1, I or L in a 6-character code) gets a hint. */
export function unknownCodeMessage(code: string): Words {
  return words(looksMisread(code) ? 'phone.lookup.misread' : 'phone.lookup.notFound', { code });
}

export interface Problem {
  title: Words;
  message: Words;
}

/** Why an event cannot be joined now, in the words the join screen shows. */
export function lobbyProblem(lobby: EventLobby): Problem | null {
  if (lobby.status === 'ENDED') return refusalScreen(Reason.EVENT_ENDED, lobby.reason);
  if (lobby.joinable) return null;
  return refusalScreen(lobby.reasonCode, lobby.reason);
}

const REFUSALS: Partial<Record<string, [MessageId, MessageId]>> = {
  [Reason.EVENT_FULL]: ['phone.refusal.fullTitle', 'phone.refusal.full'],
  [Reason.EVENT_LOCKED]: ['phone.refusal.lockedTitle', 'phone.refusal.locked'],
  [Reason.EVENT_STARTED]: ['phone.refusal.startedTitle', 'phone.refusal.started'],
  [Reason.EVENT_ENDED]: ['phone.refusal.endedTitle', 'phone.refusal.ended'],
};

/**
 * A refusal to let someone in, by its reason (ADR 18), as one clear screen. `serverText` is
 * shown only for a reason this build does not know.
 */
export function refusalScreen(reason: string | null | undefined, serverText?: string | null): Problem {
  const known = reason ? REFUSALS[reason] : undefined;
  if (known) return { title: words(known[0]), message: words(known[1]) };
  return { title: words('phone.refusal.otherTitle'), message: serverText ? { text: serverText } : words('phone.refusal.other') };
}

export type JoinFailure =
  | { kind: 'nickname'; message: Words; suggestion: string | null }
  | { kind: 'email'; message: Words }
  | ({ kind: 'event' } & Problem)
  | { kind: 'unknown'; message: Words };

/**
 * Why looking a code up failed, as the join screen shows it. `retry`: trying the same code
 * again can work (a network problem, or a wait the server named), so offer that.
 */
export function lookupFailure(error: GraphQLErrorLike | undefined, code: string): Problem & { retry: boolean } {
  const info = error ? readGraphQLError(error) : null;
  if (info?.reason === Reason.EVENT_NOT_FOUND)
    return { title: words('phone.lookup.notFoundTitle'), message: unknownCodeMessage(code), retry: false };
  if (info?.reason === Reason.RATE_LIMITED) return { title: words('phone.lookup.waitTitle'), message: reasonWords(info), retry: true };
  return { title: words('phone.lookup.offlineTitle'), message: words('phone.lookup.offline'), retry: true };
}

const JOIN_REFUSALS: ReadonlySet<string> = new Set([Reason.EVENT_FULL, Reason.EVENT_LOCKED, Reason.EVENT_STARTED, Reason.EVENT_ENDED]);

/** Maps a failed joinEvent, by its reason and field, to the field or screen that shows it. */
export function joinFailure(error: GraphQLErrorLike | undefined, code: string): JoinFailure {
  if (!error) return { kind: 'unknown', message: words('phone.join.failed') };
  const info = readGraphQLError(error);
  const { reason } = info;
  if (reason === Reason.EVENT_NOT_FOUND)
    return { kind: 'event', title: words('phone.lookup.notFoundTitle'), message: unknownCodeMessage(code) };
  if (reason === Reason.NICKNAME_TAKEN) return { kind: 'nickname', message: reasonWords(info), suggestion: info.suggestion ?? null };
  if (reason && JOIN_REFUSALS.has(reason)) return { kind: 'event', ...refusalScreen(reason) };
  if (reason === Reason.EMAIL_REQUIRED) return { kind: 'email', message: reasonWords(info) };
  if (reason === Reason.INVALID_INPUT && info.field === 'email') return { kind: 'email', message: words('phone.email.invalid') };
  if (reason === Reason.INVALID_INPUT && info.field === 'nickname')
    return { kind: 'nickname', message: reasonWords(info), suggestion: null };
  if (info.code === GraphQLErrorCode.FORBIDDEN || info.code === GraphQLErrorCode.CONFLICT)
    return { kind: 'event', title: words('phone.refusal.otherTitle'), message: reasonWords(info) };
  return { kind: 'unknown', message: reasonWords(info, 'phone.join.failedRetry') };
}
