/** Thrown when both tokens have expired; the session has been reset by the time it is seen. */
export class ExpiredAuthSessionError extends Error {
  constructor() {
    super('Both token and refresh token have expired. Your request was aborted.');
    this.name = 'ExpiredAuthSessionError';
  }
}
