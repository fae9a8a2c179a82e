import { describe, expect, it } from 'vitest';
import { HttpError, messageOf, notFound, statusOf } from './errors';

describe('route error status', () => {
  it('comes from statusCode, then status, then response.status, else 500', () => {
    expect(statusOf({ statusCode: 403, status: 401, response: { status: 400 } })).toBe(403);
    expect(statusOf({ status: 401, response: { status: 400 } })).toBe(401);
    expect(statusOf({ response: { status: 502 } })).toBe(502);
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf('boom')).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});

describe('route error message', () => {
  it("is the seed's sentence on 404", () => {
    expect(messageOf(notFound())).toBe('This page could not be found');
    expect(messageOf({ status: 404, message: 'whatever' })).toBe('This page could not be found');
  });

  it("is the error's own message, default 'Error'", () => {
    expect(messageOf(new HttpError(500, 'Unknown middleware x'))).toBe('Unknown middleware x');
    expect(messageOf(new Error(''))).toBe('Error');
    expect(messageOf({})).toBe('Error');
  });
});
