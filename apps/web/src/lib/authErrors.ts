import { Reason } from '@mingle/shared';
import { readError } from '../errors/readError';
import { ApiError } from '../http/httpClient';
import { messageFor } from '../errors/reasonMessages';

export type AuthField = 'email' | 'password' | 'displayName' | 'newPassword' | 'currentPassword';

/** What the form shows for a failed auth request: a field's error, or one for the whole form. */
export interface AuthFailure {
  field?: AuthField;
  reason: Reason | null;
  message: string;
}

/**
 * Plain words for every way an auth request can fail, chosen by the server's reason; the
 * server's `field` says which of the form's `fields` shows it (ADR 18).
 */
export function describeAuthError(error: unknown, fields: readonly AuthField[] = ['email', 'password']): AuthFailure {
  const info = readError(error);
  if (!info.reason && !info.network) {
    // An answer without a reason this build knows: the server's words for a refusal, never for a fault.
    const refusal = error instanceof ApiError && error.status < 500 && info.serverMessage;
    return { reason: null, message: refusal || 'Something went wrong on our side. Try again in a moment.' };
  }
  const message =
    info.reason === Reason.RATE_LIMITED ? 'Too many attempts. Wait a minute, then try again.' : messageFor(info, 'The request failed.');
  const field = info.field && (fields as readonly string[]).includes(info.field) ? (info.field as AuthField) : undefined;
  // A field the server names always gets the error; email-taken belongs to the email field.
  const shownOn = field ?? (info.reason === Reason.EMAIL_TAKEN && fields.includes('email') ? 'email' : undefined);
  return { reason: info.reason, message, ...(shownOn ? { field: shownOn } : {}) };
}
