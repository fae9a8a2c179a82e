import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'mingle-spa-'));
  writeFileSync(join(dist, 'index.html'), 'main app');
  writeFileSync(join(dist, 'phone.html'), 'phone app');
  app = Fastify();
  await registerSpa(app, dist);
  await app.ready();
});

afterAll(() => app.close());

const page = async (url: string) => (await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

describe('the SPA fallback (ADR 24)', () => {
  it('answers the participant’s pages with the phone app', async () => {
    for (const url of ['/go', '/go?code=ABCDEF', '/ABCDEF', '/event', '/event/e-1']) expect(await page(url), url).toBe('phone app');
  });
  it('answers every other page with the main app, and leaves the API alone', async () => {
    for (const url of ['/', '/login', '/decks', '/host/d-1', '/spectate/e-1']) expect(await page(url), url).toBe('main app');
    expect((await app.inject({ method: 'GET', url: '/v1/nothing' })).statusCode).toBe(404);
  });
});
