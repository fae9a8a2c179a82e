/**
 * Global setup of the browser suite (ADR 67): starts this checkout's server once on an empty
 * data folder, as a new user's first `npm start` does, waits for its first-start work (the
 * migrations, then the templates' images stored through the SVG thread), stops it, and offers
 * that folder to every test file. `startServer` copies it, so each of the ~40 files starts in
 * about 4 s instead of 12 and does not repeat the images' work beside the browser.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, storedDrawings } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data folder each browser test's server starts from (harness.ts). */
    serverDataTemplate?: string;
  }
}

const METRICS_TOKEN = 'browser-suite-template-token';

async function startUpWorkDone(url: string, dataDir: string): Promise<boolean> {
  if (storedDrawings(dataDir) === 0) return false;
  const res = await fetch(`${url}/v1/functions/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`metrics answered ${res.status}`);
  const { svgSanitiserRunning } = (await res.json()) as { svgSanitiserRunning: boolean };
  return !svgSanitiserRunning;
}

export default async function makeServerTemplate(project: TestProject): Promise<() => void> {
  const server = await startServer({ METRICS_TOKEN }, { fresh: true });
  const folder = mkdtempSync(join(tmpdir(), 'mingle-e2e-template-'));
  try {
    // The images are stored through the SVG thread, which stops once they are; a state,
    // polled, not a time (the same as server-footprint.test.ts waits for). A template stopped earlier would still work (the storing is
    // idempotent and finishes on the next start), only slower.
    const deadline = Date.now() + 120_000;
    while (!(await startUpWorkDone(server.url, server.dataDir))) {
      if (Date.now() > deadline) throw new Error(`the first start's work did not finish:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await server.stop({ keepData: true });
    // Every server gets its own signing secret: the copy must not share this one's.
    cpSync(server.dataDir, folder, { recursive: true, filter: (path) => !path.endsWith('/auth-secret') });
  } finally {
    await server.stop();
  }
  project.provide('serverDataTemplate', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
