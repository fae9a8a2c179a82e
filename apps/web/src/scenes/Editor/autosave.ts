/**
 * Autosave of the editor: whole-document saves, debounced, never more than one in flight,
 * retried with back-off when the network or server fails, and stopped on a conflict until
 * the person decides. Written without React or timers of its own so the rules are testable.
 */
export type SaveStatus =
  | { kind: 'saved' }
  /** Edits wait for the debounce. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The last attempt failed; another runs at `nextAt` (or on "Retry"). Nothing is lost. */
  | { kind: 'retrying'; message: string; attempt: number; nextAt: number }
  /** The server refused the document; retrying the same document cannot help. */
  | { kind: 'invalid'; message: string }
  /** Someone else saved first; saving stops until the person chooses a side. */
  | { kind: 'conflict' };

/** How a failed save is handled. */
export type FailureKind = 'conflict' | 'invalid' | 'retry';

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  now(): number;
}

export interface AutosaveOptions<D, R extends { revision: number }> {
  revision: number;
  save(document: D, baseRevision: number): Promise<R>;
  classify(error: unknown): { kind: FailureKind; message: string };
  onSaved?(result: R): void;
  debounceMs?: number;
  timers?: Timers;
}

export const AUTOSAVE_DEBOUNCE_MS = 800;
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s … capped at 30 s: quick recovery from a blip, gentle on a server that is down. */
export function backoffDelay(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export class Autosave<D, R extends { revision: number }> {
  private status: SaveStatus = { kind: 'saved' };
  private document: D | null = null;
  /** Counts edits; the document is saved when savedVersion catches up with it. */
  private version = 0;
  private savedVersion = 0;
  private revision: number;
  private inFlight: Promise<void> | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private disposed = false;
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private readonly debounceMs: number;

  constructor(private readonly options: AutosaveOptions<D, R>) {
    this.revision = options.revision;
    this.timers = options.timers ?? browserTimers;
    this.debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
  }

  getStatus = (): SaveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get baseRevision(): number {
    return this.revision;
  }

  /** True while some edit has not reached the server (the page warns before unloading). */
  hasUnsaved(): boolean {
    return this.version !== this.savedVersion || this.inFlight !== null;
  }

  /** Records an edit; it is saved after the debounce. */
  change(document: D): void {
    this.document = document;
    this.version += 1;
    if (this.status.kind === 'conflict') return;
    // While retrying, the back-off timer stays: it sends the newest document when it fires.
    if (this.status.kind === 'retrying') return;
    // 'saved' with a write in flight: that write is another field's (alongside), not this edit.
    if (!this.inFlight || this.status.kind === 'saved') this.setStatus({ kind: 'pending' });
    this.schedule(this.debounceMs);
  }

  /** Saves now, skipping the debounce or the back-off ("Retry", leaving the page). */
  flush(): Promise<void> {
    if (this.status.kind === 'conflict') return Promise.resolve();
    this.cancelTimer();
    return this.run();
  }

  /** "Keep mine": saves this document over the server's newer one, based on its revision. */
  overwrite(serverRevision: number): Promise<void> {
    this.revision = serverRevision;
    this.attempt = 0;
    this.setStatus({ kind: 'pending' });
    return this.flush();
  }

  /** "Load the latest version": the server's document becomes ours, with nothing left to save. */
  replace(document: D, serverRevision: number): void {
    this.cancelTimer();
    this.document = document;
    this.revision = serverRevision;
    this.version += 1;
    this.savedVersion = this.version;
    this.attempt = 0;
    this.setStatus({ kind: 'saved' });
  }

  /**
   * Runs another write to the same deck (its cover, through updateDeck) in the line of saves:
   * after the save in flight and before the next, on the base revision the next save would
   * use, since two writes on one base revision would conflict with each other. When the task
   * wrote right on top of that base (its revision is base + 1), the next save builds on it.
   * A task that had to write over a newer revision leaves the base alone: the document's next
   * save then meets that newer revision as a conflict, and the person chooses, as always.
   */
  async alongside<T extends { revision: number }>(task: (baseRevision: number) => Promise<T>): Promise<T> {
    while (this.inFlight) await this.inFlight.catch(() => undefined);
    const base = this.revision;
    const result = task(base);
    this.inFlight = result.then(
      (value) => {
        if (value.revision === base + 1 && this.revision === base) this.revision = value.revision;
        this.afterAlongside();
      },
      () => this.afterAlongside(),
    );
    return result;
  }

  dispose(): void {
    this.disposed = true;
    this.cancelTimer();
    this.listeners.clear();
  }

  private schedule(ms: number): void {
    this.cancelTimer();
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.disposed || this.status.kind === 'conflict') return Promise.resolve();
    // One save at a time: a second would race the first for the same base revision. When
    // the first succeeds with edits left over, those go at once; a failure keeps its back-off.
    if (this.inFlight) {
      return this.inFlight.then(() => {
        if (this.status.kind !== 'pending' || this.inFlight) return undefined;
        this.cancelTimer();
        return this.run();
      });
    }
    if (this.version === this.savedVersion || this.document === null) {
      this.setStatus({ kind: 'saved' });
      return Promise.resolve();
    }
    const version = this.version;
    const document = this.document;
    this.setStatus({ kind: 'saving' });
    this.inFlight = this.options.save(document, this.revision).then(
      (result) => this.succeeded(version, result),
      (error: unknown) => this.failed(error),
    );
    return this.inFlight;
  }

  private succeeded(version: number, result: R): void {
    this.inFlight = null;
    if (this.disposed) return;
    this.revision = result.revision;
    this.savedVersion = Math.max(this.savedVersion, version);
    this.attempt = 0;
    this.options.onSaved?.(result);
    if (this.version !== this.savedVersion) {
      // Edits arrived while saving: they go in the next save, after the usual pause.
      this.setStatus({ kind: 'pending' });
      this.schedule(this.debounceMs);
    } else {
      this.setStatus({ kind: 'saved' });
    }
  }

  /** Edits made while another write held the line go out now, after the usual pause. */
  private afterAlongside(): void {
    this.inFlight = null;
    if (this.disposed || this.version === this.savedVersion || this.timer !== null) return;
    if (this.status.kind === 'conflict' || this.status.kind === 'invalid') return;
    if (this.status.kind !== 'retrying') this.setStatus({ kind: 'pending' });
    this.schedule(this.debounceMs);
  }

  private failed(error: unknown): void {
    this.inFlight = null;
    if (this.disposed) return;
    const { kind, message } = this.options.classify(error);
    if (kind === 'conflict') {
      this.cancelTimer();
      this.setStatus({ kind: 'conflict' });
    } else if (kind === 'invalid') {
      // The next edit schedules a save again; until then there is nothing new to send.
      this.setStatus({ kind: 'invalid', message });
    } else {
      this.attempt += 1;
      const delay = backoffDelay(this.attempt);
      this.setStatus({ kind: 'retrying', message, attempt: this.attempt, nextAt: this.timers.now() + delay });
      this.schedule(delay);
    }
  }

  private setStatus(status: SaveStatus): void {
    if (status.kind === this.status.kind && status.kind !== 'retrying' && status.kind !== 'invalid') return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
