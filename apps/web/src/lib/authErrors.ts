import { ApiError } from '../http/httpClient';

export type AuthField = 'email' | 'password' | 'displayName' | 'newPassword';

/** What the form shows for a failed auth request: a field's error, or one for the whole form. */
export interface AuthFailure {
  field?: AuthField;
  message: string;
}

/** Finds the field a server `invalid-request` message names (e.g. "password must be at least 8 characters"). */
function fieldNamedIn(message: string, fields: readonly AuthField[]): AuthField | undefined {
  const lower = message.toLowerCase();
  if (fields.includes('displayName') && /display ?name|\bname\b/.test(lower)) return 'displayName';
  if (fields.includes('newPassword') && /password/.test(lower)) return 'newPassword';
  if (fields.includes('password') && /password/.test(lower)) return 'password';
  if (fields.includes('email') && /e-?mail/.test(lower)) return 'email';
  return undefined;
}

/** Plain words for every way an auth request can fail. */
export function describeAuthError(error: unknown, fields: readonly AuthField[] = ['email', 'password']): AuthFailure {
  if (!(error instanceof ApiError)) {
    return { message: 'Something went wrong on our side. Try again in a moment.' };
  }
  switch (error.code) {
    case 'invalid-email-password':
      return { message: 'That email and password do not match an account. Check them and try again.' };
    case 'email-already-in-use':
      return { field: 'email', message: 'An account with this email already exists. Sign in instead.' };
    case 'too-many-requests':
      return { message: 'Too many attempts. Wait a minute, then try again.' };
    case 'invalid-ticket':
      return { message: 'This link is invalid or has expired.' };
    case 'network':
      return { message: 'Could not reach Mingle. Check your connection and try again.' };
    case 'invalid-request': {
      const field = fieldNamedIn(error.message, fields);
      return field ? { field, message: error.message } : { message: error.message };
    }
    default:
      return { message: error.status >= 500 ? 'Something went wrong on our side. Try again in a moment.' : error.message };
  }
}
