import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ParticipantTokens } from './tokens';

const SECRET = 's'.repeat(40);
const clock = (ms: number) => ({ now: () => ms });
const NOW = Date.UTC(2026, 10, 21, 12);
const tokens = new ParticipantTokens(SECRET, clock(NOW));
const claims = { participantId: 'p-1', eventId: 'e-1' };
const joseKey = new TextEncoder().encode(`participant:${SECRET}`);

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('participant tokens (R3.7)', () => {
  it('round-trips a seat', async () => {
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('are the JWTs jose makes and reads, both ways', async () => {
    const ours = await tokens.sign(claims);
    const { payload, protectedHeader } = await jwtVerify(ours, joseKey, { algorithms: ['HS256'], currentDate: new Date(NOW) });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ typ: 'participant', eid: 'e-1', sub: 'p-1', iat: NOW / 1000, exp: NOW / 1000 + 7 * 86_400 });
    const iat = NOW / 1000;
    const theirs = await new SignJWT({ typ: 'participant', eid: 'e-1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('p-1')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(joseKey);
    expect(await tokens.verify(theirs)).toEqual(claims);
  });

  it('refuses a token signed with another secret, or changed after signing', async () => {
    const token = await tokens.sign(claims);
    expect(await new ParticipantTokens('t'.repeat(40), clock(NOW)).verify(token)).toBeNull();
    const [h, , s] = token.split('.');
    expect(await tokens.verify(`${h}.${b64({ typ: 'participant', eid: 'e-2', sub: 'p-1', exp: NOW / 1000 + 60 })}.${s}`)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}AA`)).toBeNull();
    expect(await tokens.verify(`${token}.x`)).toBeNull();
    for (const junk of ['', 'a.b.c', '...', 'not a token', `${h}.%%%.${s}`, 'x'.repeat(5000)]) expect(await tokens.verify(junk)).toBeNull();
  });

  it('refuses unsigned and other-algorithm tokens', async () => {
    const body = b64({ typ: 'participant', eid: 'e-1', sub: 'p-1', exp: NOW / 1000 + 60 });
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${body}.`)).toBeNull();
    // Signed correctly but declaring another algorithm or a critical extension.
    const hs512 = await new SignJWT({ typ: 'participant', eid: 'e-1', sub: 'p-1', exp: NOW / 1000 + 60 })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(joseKey);
    expect(await tokens.verify(hs512)).toBeNull();
    const signed = (header: object) => {
      const start = `${b64(header)}.${body}`;
      return `${start}.${createHmac('sha256', joseKey).update(start).digest('base64url')}`;
    };
    expect(await tokens.verify(signed({ alg: 'HS256' }))).toEqual(claims);
    expect(await tokens.verify(signed({ alg: 'HS256', crit: ['exp'] }))).toBeNull();
    expect(await tokens.verify(signed({ alg: 'HS256', b64: false }))).toBeNull();
    expect(await tokens.verify(signed({ alg: 'HS384' }))).toBeNull();
  });

  it('refuses expired, not-yet-valid and other kinds of tokens', async () => {
    const token = await tokens.sign(claims);
    expect(await new ParticipantTokens(SECRET, clock(NOW + 7 * 86_400_000)).verify(token)).toBeNull();
    expect(await new ParticipantTokens(SECRET, clock(NOW + 7 * 86_400_000 - 1000)).verify(token)).toEqual(claims);
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(joseKey);
    const exp = NOW / 1000 + 60;
    expect(await tokens.verify(await sign({ typ: 'participant', eid: 'e-1', sub: 'p-1', exp, nbf: exp - 10 }))).toBeNull();
    expect(await tokens.verify(await sign({ typ: 'access', eid: 'e-1', sub: 'p-1', exp }))).toBeNull();
    expect(await tokens.verify(await sign({ typ: 'participant', eid: 'e-1', sub: 'p-1' }))).toBeNull();
    expect(await tokens.verify(await sign({ typ: 'participant', sub: 'p-1', exp }))).toBeNull();
  });
});
