import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

export const repoRoot = resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => ok(port));
    });
  });
}

export { mailText, startMailCatcher, type CaughtMail } from '../apps/server/src/testing/mailCatcher';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** Stops the server and removes its data folder, unless `keepData` (the template keeps it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /**
   * Start on an empty data folder, as a new user's first `npm start` does, instead of a copy of
   * the run's template (`serverTemplate.ts`): for tests of what the first start does.
   */
  fresh?: boolean;
}

/** How many of the templates' drawings (SVG) a server has stored in its data folder so far. */
export function storedDrawings(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true }).filter((f) => String(f).endsWith('.svg')).length;
  } catch {
    return 0; // no folder yet
  }
}

/** The run's migrated data folder (serverTemplate.ts), or undefined outside the browser suite. */
function dataTemplate(): string | undefined {
  try {
    return inject('serverDataTemplate');
  } catch {
    return undefined; // not under a Vitest run that provides one
  }
}

/**
 * Starts Mingle exactly as `npm start` does, on a free port. Its data folder is a copy of the
 * run's template — a folder one earlier start of this checkout migrated and filled with the
 * templates' images, then left — so each test file skips the first start's work (ADR 67), or
 * an empty folder with `fresh`.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mingle-e2e-'));
  mkdirSync(dataDir, { recursive: true });
  const template = options.fresh ? undefined : dataTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  let output = '';
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    // Every phone of a browser test comes from 127.0.0.1: per-address limits (docs/adr/0015)
    // none of them reaches; a test of the limits passes its own in `env`.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_CODE_MISSES: '100000/60',
      RATE_LIMIT_JOINS: '100000/60',
      RATE_LIMIT_RECAPS: '100000/60',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        // 'close' comes once every process holding the output pipes has gone — the server
        // itself too, not only npm — so its database files are closed before they are copied.
        const closed = new Promise((r) => child.once('close', r));
        process.kill(-child.pid, 'SIGTERM');
        await closed;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium as every browser test runs it; `extraArgs` adds switches (the landing shots map a host name). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const screenshotDir = join(repoRoot, 'e2e', 'screenshots');
