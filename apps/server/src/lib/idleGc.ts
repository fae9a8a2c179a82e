import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type Collect = (options?: { type?: 'major' | 'minor' }) => void;

/** V8's own `gc()`, made available to this process (the benchmark's clients use it too). */
export function exposeGc(): Collect {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Collect;
}

let collect: Collect | null = null;
let lastAt = -Infinity;

/**
 * Lets the process collect garbage when it chooses to (server.ts calls this at start). V8
 * otherwise picks the moment itself, and in a room of thousands it picks the busiest one: the
 * garbage of a change of state is finished off while the next change is being sent.
 */
export function enableCollectingWhileIdle(): void {
  collect = exposeGc();
}

/** The least time between two collections asked for here. */
export const IDLE_GC_EVERY_MS = 3000;

/**
 * Collects the whole heap now, if enabled and not done in the last IDLE_GC_EVERY_MS. For a
 * moment when nothing is due soon: the live room calls it once a big room has been still a
 * while and the next change of state has been prepared (live/room.ts). Returns whether it ran.
 */
export function collectWhileIdle(now = performance.now()): boolean {
  if (!collect || now - lastAt < IDLE_GC_EVERY_MS) return false;
  lastAt = now;
  collect({ type: 'major' });
  return true;
}
