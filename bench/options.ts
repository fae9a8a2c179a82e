/** Command-line options of `npm run bench`; see docs/BENCHMARKS.md for what each changes. */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface Options {
  participants: number;
  questions: number;
  processes: number;
  clients: number;
  wave: number;
  intervalMs: number;
  answerWindowMs: number;
  burstMs: number;
  /**
   * The event setting of that name. True (the default) starts the event with no settings at
   * all, as a host gets it; false turns it off, for runs comparable with those before
   * 2026-11-23, when every reveal came on the host's schedule.
   */
  closeWhenAllAnswered: boolean;
  json: boolean;
  pin: boolean;
  baseline: boolean;
  /** Only the raw `ws` baseline: what this machine and load generator can do at all. */
  baselineOnly: boolean;
  messageBytes: number;
  serverCpus: string;
  clientCpus: string;
  timeoutS: number;
  /** Checkout whose apps/server is run: another commit, to compare (default this one). */
  serverDir: string;
  /**
   * Run the servers' TypeScript through tsx (as `npm run dev` and the tests do) instead of the
   * compiled bundle `npm start` runs (ADR 57); the only way for a checkout from before the bundle.
   */
  fromSources: boolean;
  /** Folder for V8 CPU profiles of the server processes (written when they stop), if any. */
  serverProfileDir: string | undefined;
  /** Folder for each server process's whole output (the console shows its first 20 lines), if any. */
  serverLogDir: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}

export const USAGE = `Usage: npm run bench -- [options]
  --participants N     simulated participants (default 1000)
  --questions K        quiz questions played (default 3)
  --processes P        Mingle server processes; P > 1 needs DATABASE_URL and REDIS_URL (default 1)
  --clients C          load-generator processes (default max(2, ceil(N/8000)); at most 9000 sockets each)
  --wave W             participants joining concurrently, over all clients (default 500)
  --interval MS        time between host actions (default 2000)
  --answer-window MS   how long answering stays open before the host reveals (default 6000)
  --burst MS           every participant answers within MS of answering opening (default 2000)
  --close-when-all-answered=false
                       turn the event setting off, so every reveal comes on the host's schedule
                       (default: the event starts with a host's default settings, under which the
                       server reveals as soon as everyone has answered)
  --no-baseline        skip the raw \`ws\` baseline
  --baseline-only      run only the baseline (4K+1 broadcasts of --message-bytes B, default 1000): a
                       check of the machine and the load generator without Mingle
  --no-pin             do not pin with taskset (pinning: server on --server-cpus, clients on --client-cpus)
  --server-cpus LIST   taskset CPU list for servers (default 0)
  --client-cpus LIST   taskset CPU list for clients and this process (default 1)
  --server-dir DIR     run the server of another checkout (with its node_modules), e.g. to compare
                       commits (default: this one, or BENCH_SERVER_DIR)
  --from-sources       run the servers' TypeScript through tsx, as \`npm run dev\` does (default: the
                       compiled server, with \`npm start\`'s environment, as \`npm start\` runs it)
  --server-prof DIR    write a CPU profile of each server process to DIR (open in Chrome DevTools)
  --server-log DIR     write each server process's whole output to DIR/serverN.log
  --timeout S          give up after S seconds (default 1800)
  --json               print one JSON object as the last line
Environment: DATABASE_URL (PostgreSQL instead of embedded PGlite), REDIS_URL (pub/sub between processes).`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      participants: { type: 'string' },
      questions: { type: 'string' },
      processes: { type: 'string' },
      clients: { type: 'string' },
      wave: { type: 'string' },
      interval: { type: 'string' },
      'answer-window': { type: 'string' },
      burst: { type: 'string' },
      'close-when-all-answered': { type: 'string' },
      'no-baseline': { type: 'boolean' },
      'baseline-only': { type: 'boolean' },
      'message-bytes': { type: 'string' },
      'no-pin': { type: 'boolean' },
      'server-cpus': { type: 'string' },
      'client-cpus': { type: 'string' },
      timeout: { type: 'string' },
      'server-dir': { type: 'string' },
      'from-sources': { type: 'boolean' },
      'server-prof': { type: 'string' },
      'server-log': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const int = (name: string, v: string | undefined, dflt: number, min: number) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}\n\n${USAGE}`);
    return n;
  };
  const bool = (name: string, v: string | undefined, dflt: boolean) => {
    if (v === undefined) return dflt;
    if (v === 'true' || v === 'false') return v === 'true';
    throw new Error(`--${name} must be true or false\n\n${USAGE}`);
  };
  const participants = int('participants', values.participants, 1000, 1);
  const clients = int('clients', values.clients, Math.max(2, Math.ceil(participants / 8000)), 1);
  const o: Options = {
    participants,
    questions: int('questions', values.questions, 3, 1),
    processes: int('processes', values.processes, 1, 1),
    // A client process holds at most 9,000 sockets: the fd limit here is 20,000 per process.
    clients: Math.min(participants, Math.max(clients, Math.ceil(participants / 9000))),
    wave: int('wave', values.wave, 500, 1),
    intervalMs: int('interval', values.interval, 2000, 50),
    answerWindowMs: int('answer-window', values['answer-window'], 6000, 100),
    burstMs: int('burst', values.burst, 2000, 0),
    closeWhenAllAnswered: bool('close-when-all-answered', values['close-when-all-answered'], true),
    json: values.json ?? false,
    pin: !values['no-pin'],
    baseline: !values['no-baseline'],
    baselineOnly: values['baseline-only'] ?? false,
    messageBytes: int('message-bytes', values['message-bytes'], 1000, 100),
    serverCpus: values['server-cpus'] ?? '0',
    clientCpus: values['client-cpus'] ?? '1',
    timeoutS: int('timeout', values.timeout, 1800, 10),
    serverDir: resolve(values['server-dir'] ?? env.BENCH_SERVER_DIR ?? join(import.meta.dirname, '..')),
    fromSources: values['from-sources'] ?? false,
    serverProfileDir: values['server-prof'] ? resolve(values['server-prof']) : undefined,
    serverLogDir: values['server-log'] ? resolve(values['server-log']) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
  };
  if (o.processes > 1 && (!o.databaseUrl || !o.redisUrl)) {
    throw new Error(
      `--processes ${o.processes} needs DATABASE_URL (one PostgreSQL for all processes) and REDIS_URL (pub/sub between them); missing: ${[!o.databaseUrl && 'DATABASE_URL', !o.redisUrl && 'REDIS_URL'].filter(Boolean).join(', ')}`,
    );
  }
  if (o.burstMs >= o.answerWindowMs) throw new Error('--burst must be shorter than --answer-window');
  return o;
}
