import { AUTH_ERRORS, type AuthErrorName, type Reason, type ReasonDetails } from '@mingle/shared';

/**
 * A REST auth failure: `{ error, reason, message }` (plus `field` where one input is wrong) with
 * the status AUTH_ERRORS gives its name. `error` is the seed's coarse name; `reason` is what
 * clients map (ADR 18).
 */
export class AuthError extends Error {
  readonly status: number;
  constructor(
    readonly error: AuthErrorName,
    readonly reason: Reason,
    message: string,
    readonly details: ReasonDetails = {},
  ) {
    super(message);
    this.name = 'AuthError';
    this.status = AUTH_ERRORS[error];
  }

  get retryAfterS(): number | undefined {
    return this.details.retryAfterS;
  }
}

/** One message for an unknown email and a wrong password, so answers do not reveal accounts. */
export const WRONG_CREDENTIALS = 'Incorrect email or password';
