import type { Reason } from '@mingle/shared';
import type { ErrorInfo } from '../errors/readGraphQLError';
import type { MessageId } from '../i18n/speaking';
import { words, type Words } from './words';

/** The reasons a phone meets (ADR 18), with words in the phone's catalog. */
const PHONE_REASONS = new Set<Reason>([
  'NICKNAME_TAKEN',
  'EMAIL_REQUIRED',
  'EVENT_NOT_FOUND',
  'EVENT_ENDED',
  'EVENT_BUSY',
  'SERVER_FULL',
  'SEAT_NOT_FOUND',
  'SEAT_OTHER_EVENT',
  'SEAT_REMOVED',
  'CREDENTIALS_REFUSED',
  'QUESTION_NOT_OPEN',
  'SITTING_OUT',
  'ANSWERING_CLOSED',
  'EVENT_PAUSED',
  'SPIN_NOT_HANDED',
  'SPIN_NOT_OPEN',
  'TIME_UP',
  'ALREADY_ANSWERED',
  'SLIDE_TAKES_NO_ANSWERS',
  'QNA_CLOSED',
  'QNA_FULL',
  'QUESTIONS_WAITING',
  'QUESTIONS_MAX',
  'QUESTION_NOT_FOUND',
  'OWN_QUESTION',
  'QUESTION_ANSWERED',
  'UPVOTES_OFF',
  'INTERNAL_ERROR',
]);

/**
 * The sentence for a failure on the phone, in its language. The main app's table
 * (errors/reasonMessages.ts) stays out of the phone bundle; a reason not listed here shows
 * the server's own words, else `fallback`.
 */
export function reasonWords(info: ErrorInfo | null, fallback: MessageId = 'phone.reason.other'): Words {
  if (!info) return words(fallback);
  const { reason } = info;
  if (reason === 'RATE_LIMITED') {
    const s = info.retryAfterS;
    if (!s) return words('phone.reason.RATE_LIMITED_NOW');
    return s < 90
      ? words('phone.reason.RATE_LIMITED', { seconds: s })
      : words('phone.reason.RATE_LIMITED_MINUTES', { minutes: Math.ceil(s / 60) });
  }
  if (reason && PHONE_REASONS.has(reason)) return words(`phone.reason.${reason}` as MessageId);
  if (info.network) return words('phone.reason.network');
  return info.serverMessage ? { text: info.serverMessage } : words(fallback);
}
