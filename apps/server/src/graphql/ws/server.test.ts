import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './server';

const upgrade = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientAddress of an upgrade request', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(upgrade('198.51.100.4', '203.0.113.7'), false)).toBe('198.51.100.4');
  });

  it('is the first X-Forwarded-For address behind a trusted proxy, as request.ip is for HTTP', () => {
    expect(clientAddress(upgrade('10.0.0.2', '203.0.113.7, 10.0.0.9'), true)).toBe('203.0.113.7');
    expect(clientAddress(upgrade('10.0.0.2'), true)).toBe('10.0.0.2');
  });
});
