import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';

/** Takes a picture of a page of this server: the PNG bytes of `url` at 1280×720. */
export interface PageShooter {
  shoot(url: string): Promise<Buffer>;
  close(): Promise<void>;
  /**
   * Whether a shot can be taken at all (a Chromium was found). Pages advertise slide images
   * (`og:image`) only then: a link preview must not point at an answer that is always 503.
   */
  readonly available: boolean;
}

/** No Chromium where the server looks for one (ADR 45): slide images answer 503, saying what to install. */
export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError';
}

/** The page said it has nothing to show (`data-screencap="not-found"`): the slide is not there. */
export class ScreencapNotFoundError extends Error {
  override name = 'ScreencapNotFoundError';
}

/** Every slot taken and the queue full: try again shortly. */
export class ShooterBusyError extends Error {
  override name = 'ShooterBusyError';
}

const execFileAsync = promisify(execFile);

/** Where Chromium usually is on Debian, Ubuntu and with Google's package. */
const USUAL_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium to launch: `CHROMIUM_PATH` when set (used as given, so a wrong one is reported,
 * not silently replaced), else the first usual path that exists, else the one playwright-core
 * would download to, if it is there.
 */
export async function findChromium(configured: string | undefined): Promise<string | undefined> {
  if (configured) return configured;
  const found = USUAL_PATHS.find((p) => existsSync(p));
  if (found) return found;
  const bundled = await playwrightChromiumPath();
  return bundled && existsSync(bundled) ? bundled : undefined;
}

/**
 * Where playwright-core keeps the Chromium it downloads, asked of a short-lived child process:
 * importing playwright-core here to ask would keep its bundles (about 40 MB) in a server that
 * may never take a picture (ADR 55). Undefined when playwright-core cannot say.
 */
export async function playwrightChromiumPath(): Promise<string | undefined> {
  const ask = "import('playwright-core').then((p) => process.stdout.write(p.chromium.executablePath()))";
  try {
    const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', ask], {
      cwd: import.meta.dirname,
      timeout: 30_000,
    });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const WIDTH = 1280;
const HEIGHT = 720;
/** A shot that takes longer has gone wrong (the page never became ready). */
const SHOT_TIMEOUT_MS = 20_000;

/**
 * One headless Chromium for the whole process, launched on the first shot and closed with the
 * server. Each shot is its own browser context (no cookies, nothing shared between shots),
 * closed afterwards; at most `concurrency` at once, at most `queue` more waiting.
 */
export class ChromiumShooter implements PageShooter {
  private browser: Promise<Browser> | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly executablePath: string | undefined,
    private readonly concurrency = 2,
    private readonly queue = 32,
  ) {}

  get available(): boolean {
    return this.executablePath !== undefined && existsSync(this.executablePath);
  }

  async shoot(url: string): Promise<Buffer> {
    await this.slot();
    try {
      const browser = await this.launch();
      const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1, locale: 'en-US' });
      try {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load', timeout: SHOT_TIMEOUT_MS });
        const root = page.locator('[data-screencap="ready"], [data-screencap="not-found"], [data-screencap="error"]');
        await root.first().waitFor({ timeout: SHOT_TIMEOUT_MS });
        const state = await root.first().getAttribute('data-screencap');
        if (state === 'not-found') throw new ScreencapNotFoundError(url);
        if (state !== 'ready') throw new Error(`the screencap page could not load its slide (${url})`);
        // Transitions and animations finished: the slide as it rests, not mid-way.
        return await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT }, animations: 'disabled' });
      } finally {
        await context.close().catch(() => undefined);
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('the server is shutting down'));
    if (!this.browser) {
      const path = this.executablePath;
      this.browser = (async () => {
        if (!path || !existsSync(path)) throw new ChromiumMissingError(path ? `no Chromium at ${path}` : 'no Chromium found');
        const { chromium } = await import('playwright-core');
        const browser = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
        // A browser that crashes or is killed is launched afresh on the next shot.
        browser.on('disconnected', () => {
          if (this.browser === launched) this.browser = null;
        });
        return browser;
      })();
      const launched = this.browser;
      // A failed launch is not kept: Chromium installed later is found on the next request.
      launched.catch(() => {
        if (this.browser === launched) this.browser = null;
      });
    }
    return this.browser;
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.queue) throw new ShooterBusyError('too many slide images are being drawn');
    // The slot is handed over by release(): running stays counted for the waiter.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
