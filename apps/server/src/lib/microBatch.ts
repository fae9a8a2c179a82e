interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/**
 * Gathers calls into batches: a call starts a batch at once (after the current turn's other
 * calls), and calls made while a batch runs wait for the next, which then takes them all. A
 * lone call costs what it did alone; under a storm of joins N calls cost one statement, not N
 * round trips to the database (each a syscall pair, the biggest single cost of a join on
 * loopback PostgreSQL: docs/BENCHMARKS.md, "Where a join's time goes"). Every result comes
 * from a statement that started after its call, so it is as fresh as a call of its own.
 */
/** Batches running anywhere in the process, so a shutdown can wait for them before closing the database. */
const running = new Set<Promise<void>>();

/** Resolves once every batch started so far, and those they lead to, has settled. */
export async function microBatchesSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

export class MicroBatch<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private running: Promise<void> | null = null;

  constructor(
    /** Runs one batch; returns one output per input, in order. */
    private readonly runBatch: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatch = 1000,
    /**
     * How long a batch waits for more calls before it starts, ms; 0: until the end of this turn
     * of the event loop. Sockets send their messages one by one, each in a turn of its own.
     */
    private readonly gatherMs = 0,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.running) {
        const run = this.run();
        this.running = run;
        running.add(run);
        void run.finally(() => running.delete(run));
      }
    });
  }

  private async run(): Promise<void> {
    // Everything read from the network in this turn of the event loop goes in the first batch.
    // Not just this turn's microtasks: the embedded database answers within them, so each
    // request would be a batch of its own (every request comes in a callback of its own).
    await new Promise((r) => (this.gatherMs > 0 ? setTimeout(r, this.gatherMs) : setImmediate(r)));
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      try {
        const outs = await this.runBatch(batch.map((w) => w.input));
        batch.forEach((w, i) => w.resolve(outs[i]!));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.running = null;
  }
}

/**
 * One batcher per owner (a database handle), made on first use: the store's functions take
 * the handle they run on, and a transaction's handle gets batchers of its own.
 */
export function perOwner<Owner extends object, In, Out>(
  make: (owner: Owner) => MicroBatch<In, Out>,
): (owner: Owner) => MicroBatch<In, Out> {
  const made = new WeakMap<Owner, MicroBatch<In, Out>>();
  return (owner) => {
    let batch = made.get(owner);
    if (!batch) {
      batch = make(owner);
      made.set(owner, batch);
    }
    return batch;
  };
}
