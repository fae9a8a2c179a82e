import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/httpClient';
import { describeAuthError } from './authErrors';

const answer = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, String(body.error), typeof body.message === 'string' ? body.message : '', body);

describe('auth errors, by reason and field (ADR 18)', () => {
  it('puts an invalid input on the field the server names, not on one its sentence mentions', () => {
    const failure = describeAuthError(
      answer(400, { error: 'invalid-request', reason: 'INVALID_INPUT', field: 'displayName', message: 'Your password name is wrong' }),
      ['email', 'password', 'displayName'],
    );
    expect(failure).toEqual({ field: 'displayName', reason: 'INVALID_INPUT', message: 'Your password name is wrong' });
  });

  it('leaves a field the form does not have to the whole form', () => {
    const failure = describeAuthError(
      answer(400, { error: 'invalid-request', reason: 'INVALID_INPUT', field: 'ticket', message: 'ticket: required' }),
    );
    expect(failure.field).toBeUndefined();
  });

  it('words each reason itself', () => {
    expect(
      describeAuthError(answer(401, { error: 'invalid-email-password', reason: 'INVALID_CREDENTIALS', message: 'Nope' })).message,
    ).toBe('That email and password do not match an account. Check them and try again.');
    expect(describeAuthError(answer(409, { error: 'email-already-in-use', reason: 'EMAIL_TAKEN', message: 'Nope' }))).toEqual({
      field: 'email',
      reason: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Sign in instead.',
    });
    expect(describeAuthError(answer(400, { error: 'invalid-ticket', reason: 'INVALID_TICKET', message: 'Nope' })).message).toBe(
      'This link is invalid or has expired.',
    );
    expect(
      describeAuthError(answer(429, { error: 'too-many-requests', reason: 'RATE_LIMITED', retryAfterS: 60, message: 'Nope' })).message,
    ).toBe('Too many attempts. Wait a minute, then try again.');
  });

  it('says when the server could not be reached, and hides faults', () => {
    expect(describeAuthError(new ApiError(0, 'network', 'Network request failed')).message).toMatch(/Could not reach Mingle/);
    expect(describeAuthError(answer(500, { error: 'internal-error', message: 'stack trace' })).message).toBe(
      'Something went wrong on our side. Try again in a moment.',
    );
    expect(describeAuthError(new Error('socket closed')).message).toMatch(/Could not reach Mingle/);
  });
});
