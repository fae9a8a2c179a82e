import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Reason } from '@mingle/shared';
import { appError } from '../lib/errors';
import type { SvgAnswer } from './svgWorker';

/** How long the sanitiser's thread waits for another SVG before it stops. */
const SANITISER_IDLE_MS = 30_000;

interface Pending {
  resolve(svg: Buffer): void;
  reject(err: Error): void;
}

/**
 * Sanitises SVG uploads on one worker thread, so that checking a large drawing (DOM work of
 * up to a second or so) never holds up the event loop and the live events it serves
 * (docs/adr/0012, 0021). The thread starts on the first SVG, is shared by every request, and
 * takes one file at a time; it does not keep the process alive. It stops once idle for
 * `idleMs`: its own heap with a DOM (jsdom) holds ~120 MB, and a fresh server sanitises the
 * templates' drawings once at start and then maybe never again (issue 21 item 4).
 */
export class SvgSanitiser {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs = SANITISER_IDLE_MS) {}

  /** Whether the thread is running (tests). */
  get running(): boolean {
    return this.worker !== null;
  }

  sanitize(bytes: Buffer): Promise<Buffer> {
    const id = this.nextId++;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage({ id, text: bytes.toString('utf8') });
    });
  }

  /** After the last answer: the thread stops if nothing comes for `idleMs`. */
  private stopWhenIdle(): void {
    if (this.pending.size > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      const worker = this.worker;
      if (!worker || this.pending.size > 0) return;
      this.worker = null;
      // Its listeners go first: stopping on purpose fails nothing.
      worker.removeAllListeners();
      void worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.on('message', (answer: SvgAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (!waiting) return;
      if ('svg' in answer) waiting.resolve(Buffer.from(answer.svg, 'utf8'));
      else if ('refused' in answer) waiting.reject(appError(Reason.FILE_UNSAFE, `file: ${answer.refused}`, { field: 'file' }));
      else waiting.reject(new Error(`SVG sanitiser failed: ${answer.fault}`));
      this.stopWhenIdle();
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`SVG sanitiser thread stopped (exit code ${code})`)));
    // After the listeners: adding a 'message' listener refs the thread again.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/**
 * The sanitiser's thread. Compiled (`npm start` runs the bundle, ADR 57) its module is a
 * JavaScript file beside this one. From the sources it is TypeScript like the rest of the
 * server and loads through tsx (docs/adr/0001), in tests too, where the main thread runs under
 * Vitest rather than tsx: a small script registers tsx in the thread, then loads the module.
 */
function startWorker(): Worker {
  if (import.meta.filename.endsWith('.js')) return new Worker(new URL('./svgWorker.js', import.meta.url));
  const tsxApi = pathToFileURL(tsxEsmApi()).href;
  const entry = new URL('./svgWorker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

/** The file of tsx's ESM API, as its package exports it to `import` (require.resolve gives the CommonJS one). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const pkg = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return join(dirname(manifest), pkg.exports['./esm/api']!.import.default);
}

const shared = new SvgSanitiser();

/** Whether the process's sanitiser thread is running now (the metrics route: it is most of an idle server's memory while it runs). */
export const svgSanitiserRunning = (): boolean => shared.running;

/**
 * The SVG upload rewritten through the allow-list sanitiser, off the event loop.
 * @throws AppError BAD_USER_INPUT with the reason when the file is refused.
 */
export function sanitizeSvgUpload(bytes: Buffer): Promise<Buffer> {
  return shared.sanitize(bytes);
}
