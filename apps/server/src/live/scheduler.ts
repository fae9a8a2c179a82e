import type { Clock } from '../lib/clock';

/** Runs a callback at an epoch-ms time. Injected so tests move time by hand. */
export interface Scheduler {
  at(time: number, fn: () => void): () => void;
}

export function realScheduler(clock: Clock): Scheduler {
  return {
    at(time, fn) {
      // setTimeout's delay is a 32-bit int: far deadlines re-arm rather than fire at once.
      const delay = Math.min(Math.max(time - clock.now(), 0), 2 ** 31 - 1);
      const t = setTimeout(fn, delay);
      t.unref();
      return () => clearTimeout(t);
    },
  };
}

/** For tests: callbacks run when `runDue()` is called after the clock moved past them. */
export class ManualScheduler implements Scheduler {
  private jobs: { time: number; fn: () => void; cancelled: boolean }[] = [];
  constructor(private readonly clock: Clock) {}
  at(time: number, fn: () => void) {
    const job = { time, fn, cancelled: false };
    this.jobs.push(job);
    return () => {
      job.cancelled = true;
    };
  }
  runDue(): number {
    const due = this.jobs.filter((j) => !j.cancelled && j.time <= this.clock.now());
    this.jobs = this.jobs.filter((j) => !due.includes(j) && !j.cancelled);
    due.forEach((j) => j.fn());
    return due.length;
  }
}
