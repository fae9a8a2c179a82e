import { AUTH_ERRORS, type AuthErrorName } from '@mingle/shared';

/** A REST auth failure: `{ error, message }` with the status AUTH_ERRORS gives its name. */
export class AuthError extends Error {
  readonly status: number;
  constructor(
    readonly error: AuthErrorName,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'AuthError';
    this.status = AUTH_ERRORS[error];
  }
}

/** One message for an unknown email and a wrong password, so answers do not reveal accounts. */
export const WRONG_CREDENTIALS = 'Incorrect email or password';
