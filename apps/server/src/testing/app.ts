import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { ManualClock } from '../lib/clock';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { Services } from '../services';

/** A mailer that keeps what it is given, for tests that read the email. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage) {
    this.sent.push(m);
  }
  close() {}
  /** The first link in the last message to `to` whose path starts with `path`. */
  linkTo(to: string, path: string): URL {
    const message = [...this.sent].reverse().find((m) => m.to === to);
    const match = message?.text.match(new RegExp(`https?://[^\\s]*${path}[^\\s]*`));
    if (!match) throw new Error(`no ${path} link mailed to ${to}`);
    return new URL(match[0]);
  }
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: ManualClock;
  mailer: MemoryMailer;
  config: Config;
  logs: () => string;
  close(): Promise<void>;
}

/**
 * The scrypt cost of passwords hashed in the server suites: 1 MiB and a few milliseconds a
 * hash instead of 32 MiB and ~100 ms, for suites that sign in hundreds of times (the rate-limit
 * suite alone took over a minute a database). The stored hash names its cost, so checking works
 * the same; `auth/passwords.test.ts` and a sign-up test hold the default to the server's cost.
 */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/** Builds the app on a shared test database with a manual clock and a memory mailer. */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  overrides: Partial<BuildOptions> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mingle-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', PUBLIC_URL: 'http://mingle.test', ...env });
  const clock = new ManualClock(Date.now());
  const mailer = new MemoryMailer();
  let logs = '';
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  const { app, services } = await buildApp({ config, clock, database, mailer, logStream, passwordCost: TEST_PASSWORD_COST, ...overrides });
  await app.ready();
  return {
    app,
    services,
    clock,
    mailer,
    config,
    logs: () => logs,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
