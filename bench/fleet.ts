/**
 * The load-generator processes, driven over IPC. Participants are split into contiguous
 * shares (client i holds participants first..first+count-1); every command goes to all and
 * the fleet waits for every reply.
 */
import { join } from 'node:path';
import { CollectTogether } from './collectTogether';
import { repoRoot } from './mingle';
import { spawnChild, type Child } from './procs';
import type { ClientResult, FromClient, ToClient } from './protocol';

/**
 * A young generation big enough for everything a client allocates while it reads a state
 * (its 6,300 sockets' messages, the answers it sends and their acknowledgements): scavenges
 * then fall between states, where the client collects anyway, instead of stopping thousands
 * of "phones" at once in the middle of one. The same for the baseline's run and Mingle's.
 * 64 MiB held a step at 10,000 phones; at 19,000 a reveal, which the server sends as soon as
 * the last answer of the burst is stored, still met 70–110 ms of the clients' collections, and
 * 256 MiB leaves none in any step (docs/BENCHMARKS.md). It is reserved, not all used, by
 * small runs.
 */
const CLIENT_NODE_FLAGS = (process.env.BENCH_CLIENT_NODE_FLAGS ?? '--min-semi-space-size=256 --max-semi-space-size=256')
  .split(' ')
  .filter(Boolean);

interface Member {
  child: Child;
  first: number;
  count: number;
  joined: number;
  inbox: FromClient[];
  waiters: (() => void)[];
}

export class Fleet {
  private readonly collecting: CollectTogether;

  private constructor(private readonly members: Member[]) {
    this.collecting = new CollectTogether(members.length);
  }

  static async start(participants: number, processes: number, cpus: string | null, base: bigint, sourceIps: string[]): Promise<Fleet> {
    const members: Member[] = [];
    let fleet: Fleet | null = null;
    let first = 0;
    for (let i = 0; i < processes; i++) {
      const count = Math.floor(participants / processes) + (i < participants % processes ? 1 : 0);
      const child = spawnChild(
        `client${i}`,
        [process.execPath, ...CLIENT_NODE_FLAGS, '--import', 'tsx', join(repoRoot, 'bench/client.ts')],
        { cwd: repoRoot, cpus, ipc: true },
      );
      const m: Member = { child, first, count, joined: 0, inbox: [], waiters: [] };
      child.proc.on('message', (msg: FromClient) => {
        if (msg.type === 'progress') m.joined = msg.joined;
        else if (msg.type === 'reached') fleet?.reached(msg.key);
        else m.inbox.push(msg);
        m.waiters.splice(0).forEach((w) => w());
      });
      void child.exited.then(() => m.waiters.splice(0).forEach((w) => w()));
      members.push(m);
      first += count;
    }
    fleet = new Fleet(members);
    await fleet.all('ready', 60_000);
    members.forEach((m, index) => fleet.send(m, { type: 'init', base: String(base), index, sourceIps }));
    await fleet.all('ready', 10_000);
    return fleet;
  }

  private send(m: Member, msg: ToClient): void {
    m.child.proc.send(msg);
  }

  private async next<T extends FromClient['type']>(m: Member, type: T, timeoutMs: number): Promise<Extract<FromClient, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = m.inbox.findIndex((x) => x.type === type);
      if (i >= 0) return m.inbox.splice(i, 1)[0] as Extract<FromClient, { type: T }>;
      if (m.child.proc.exitCode !== null || m.child.proc.signalCode !== null) throw new Error(`${m.child.name} exited:\n${m.child.tail()}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${m.child.name}: no '${type}' within ${timeoutMs} ms`);
      await new Promise<void>((ok) => {
        const t = setTimeout(ok, left);
        m.waiters.push(() => {
          clearTimeout(t);
          ok();
        });
      });
    }
  }

  private all<T extends FromClient['type']>(type: T, timeoutMs: number): Promise<Extract<FromClient, { type: T }>[]> {
    return Promise.all(this.members.map((m) => this.next(m, type, timeoutMs)));
  }

  get joined(): number {
    return this.members.reduce((s, m) => s + m.joined, 0);
  }

  /** Joins every share, `wave` participants at a time over the whole fleet; resolves with totals. */
  async join(make: (first: number, count: number, wave: number) => ToClient, wave: number, timeoutMs: number) {
    for (const m of this.members) m.joined = 0;
    const perClient = Math.max(1, Math.ceil(wave / this.members.length));
    this.members.forEach((m) => this.send(m, make(m.first, m.count, perClient)));
    const replies = await this.all('joined', timeoutMs);
    return {
      joined: replies.reduce((s, r) => s + r.joined, 0),
      failed: replies.reduce((s, r) => s + r.failed, 0),
      errors: [...new Set(replies.flatMap((r) => r.errors))].slice(0, 5),
    };
  }

  broadcast(msg: ToClient): void {
    if (msg.type === 'plan') this.collecting.reset();
    for (const m of this.members) this.send(m, msg);
  }

  private reached(key: number): void {
    if (this.collecting.noteReached(key)) this.broadcast({ type: 'collectGarbage' });
  }

  /** Resolves when every client saw the final state on all its sockets and has no answer pending, or at the timeout. */
  async waitFinal(timeoutMs: number): Promise<boolean> {
    try {
      await this.all('final', timeoutMs);
      return true;
    } catch (err) {
      if (this.members.some((m) => m.child.proc.exitCode !== null)) throw err;
      return false;
    }
  }

  async collect(): Promise<ClientResult[]> {
    this.broadcast({ type: 'collect' });
    const replies = await this.all('result', 120_000);
    // A 'final' that came after the timeout must not satisfy the next phase's wait.
    for (const m of this.members) m.inbox = m.inbox.filter((x) => x.type !== 'final');
    return replies.map((r) => r.result);
  }

  async closeAll(): Promise<void> {
    this.broadcast({ type: 'closeAll' });
    await this.all('closed', 60_000);
  }
}
