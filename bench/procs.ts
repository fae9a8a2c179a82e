/**
 * Child processes of a run: each in its own process group (so killing the group also ends
 * whatever it spawned), optionally pinned to CPUs with `taskset`, all killed when the
 * orchestrator exits for any reason — a benchmark must never leave 10,000 sockets behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';

export interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines it printed, for error messages. */
  tail(): string;
}

const live = new Set<ChildProcess>();

function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  try {
    process.kill(-proc.pid, signal);
  } catch {
    /* already gone */
  }
}

export function killAll(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const p of live) killGroup(p, signal);
}

process.on('exit', () => killAll());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`bench: ${signal}, stopping every child process`);
    killAll();
    process.exit(130);
  });
}

/** Pinning needs taskset and two CPUs at least; otherwise everything shares the machine. */
export function canPin(): boolean {
  return availableParallelism() >= 2 && spawnSync('taskset', ['--version']).status === 0;
}

/** Pins this process (all its threads) to `cpus`, e.g. "1". */
export function pinSelf(cpus: string): void {
  spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

export function spawnChild(
  name: string,
  command: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd: string; cpus: string | null; ipc?: boolean; quiet?: boolean; logFile?: string | undefined },
): Child {
  const full = opts.cpus ? ['taskset', '-c', opts.cpus, ...command] : command;
  const proc = spawn(full[0]!, full.slice(1), {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', ...(opts.ipc ? (['ipc'] as const) : [])],
    serialization: 'advanced',
  });
  live.add(proc);
  const lines: string[] = [];
  let forwarded = 0;
  let logStream: WriteStream | null = null;
  if (opts.logFile) {
    mkdirSync(dirname(opts.logFile), { recursive: true });
    logStream = createWriteStream(opts.logFile);
  }
  const onData = (d: Buffer) => {
    logStream?.write(d);
    for (const line of d.toString().split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 40) lines.shift();
      // Servers run with LOG_LEVEL=warn, so what they print matters; but never flood.
      if (!opts.quiet && forwarded < 20) console.error(`[${name}] ${line.slice(0, 300)}`);
      else if (!opts.quiet && forwarded === 20) console.error(`[${name}] (further output suppressed)`);
      forwarded++;
    }
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const exited = new Promise<number | null>((ok) =>
    proc.once('exit', (code) => {
      live.delete(proc);
      logStream?.end();
      ok(code);
    }),
  );
  return { name, proc, exited, tail: () => lines.join('\n') };
}

/** SIGTERM (graceful: servers close sockets and the database), then SIGKILL after a grace period. */
export async function stopChild(child: Child, graceMs = 20_000): Promise<void> {
  killGroup(child.proc, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child.proc, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
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

/** Polls `url` until it answers 2xx; fails early if the child exits. */
export async function waitHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.proc.exitCode !== null) throw new Error(`${child.name} exited early:\n${child.tail()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${child.name} did not become ready in ${timeoutMs} ms:\n${child.tail()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));
