import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../storage/storage';
import { registerFileRoutes } from './files';

/** A storage that holds one file and records every key it is asked for. */
class RecordingStorage implements FileStorage {
  readonly asked: string[] = [];
  constructor(private readonly files: Record<string, string>) {}
  async put() {}
  async delete() {}
  async get(key: string) {
    this.asked.push(key);
    const text = this.files[key];
    return text === undefined ? null : { stream: Readable.from([Buffer.from(text)]), size: Buffer.byteLength(text) };
  }
}

const SVG_KEY = 'ab/0123456789abcdef.svg';
let app: FastifyInstance;
let storage: RecordingStorage;

beforeAll(async () => {
  storage = new RecordingStorage({ [SVG_KEY]: '<svg xmlns="http://www.w3.org/2000/svg"/>', 'ab/../../package.json': '{}' });
  app = Fastify();
  registerFileRoutes(app, storage);
  await app.ready();
});
afterAll(() => app.close());

describe('the file route', () => {
  it.each([
    ['encoded .. in the name', '/v1/functions/files/ab/..%2F..%2Fpackage.json'],
    ['.. as the folder and name', '/v1/functions/files/%2e%2e/%2e%2e'],
    ['an encoded backslash', '/v1/functions/files/ab/..%5C..%5Cpackage.json'],
    ['a name of another type', '/v1/functions/files/ab/0123456789abcdef.html'],
    ['a folder of the wrong shape', '/v1/functions/files/abc/0123456789abcdef.png'],
  ])('answers 404 without asking storage for %s', async (_name, url) => {
    const before = storage.asked.length;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(storage.asked.slice(before)).toEqual([]);
  });

  it('serves a stored SVG as a download that runs nothing when opened directly', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/functions/files/${SVG_KEY}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('attachment; filename="image.svg"');
  });
});
