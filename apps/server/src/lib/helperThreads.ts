import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value given to the process's helper threads: V8's (concurrent compilation,
 * concurrent marking and sweeping) and libuv's pool. Phones wait on the event loop's thread
 * alone; when a helper is runnable on the same core while a change of state is being sent,
 * the kernel's fair scheduler splits the core between them. At a 10,000-phone event's first
 * answering step, V8 re-optimising the fan-out for its new branches took ~80 ms of helper
 * time, and the event loop waited 33–38 ms of its 140 ms fan-out for the core (ADR 12). At
 * 19 a helper gets ~1.5 % of a core the loop also wants, and all of an idle one.
 */
export const HELPER_NICE = 19;

const lowered = new Set<number>();

/**
 * Lowers the priority of every thread of this process but the main one (Linux: a thread's
 * nice value is its own, and setpriority() takes a thread id). Threads started since the last
 * call are lowered too; elsewhere, or where /proc is unreadable, nothing changes. Returns how
 * many threads were lowered by this call.
 */
export function lowerHelperThreads(tasksDir = '/proc/self/task', setNice: (tid: number, nice: number) => void = setPriority): number {
  if (process.platform !== 'linux') return 0;
  let tids: string[];
  try {
    tids = readdirSync(tasksDir);
  } catch {
    return 0;
  }
  let count = 0;
  for (const name of tids) {
    const tid = Number(name);
    if (!Number.isInteger(tid) || tid === process.pid || lowered.has(tid)) continue;
    try {
      setNice(tid, HELPER_NICE);
      lowered.add(tid);
      count++;
    } catch {
      // The thread ended between the listing and the call: nothing to lower.
    }
  }
  return count;
}
