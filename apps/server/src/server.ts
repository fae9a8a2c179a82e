import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { enableCollectingWhileIdle } from './lib/idleGc';
import { lowerHelperThreads } from './lib/helperThreads';
import { HOST_SOCKET_RESERVE, readOpenFileLimit, readSomaxconn } from './lib/socketBudget';
import { templateImagesStored } from './templates/storeTemplateImages';

// Let V8's old generation grow to twice its live size between full collections, not up to
// four times: a room filling with 10,000 phones otherwise holds ~300 MiB of garbage at its
// peak (twice the memory per participant), for a few more short collections. ADR 9.
setFlagsFromString('--heap-growing-percent=100');
// Big rooms collect garbage while they wait for the host, not while a change is sent (ADR 10).
enableCollectingWhileIdle();

/** How often threads started since are lowered too (lib/helperThreads.ts). */
const HELPER_THREADS_RESCAN_MS = 30_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDist ??= resolve(import.meta.dirname, '../../web/dist');
  const { app, services } = await buildApp({ config });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  if (config.databaseUrl && !process.env.AUTH_SECRET) {
    app.log.warn(
      'AUTH_SECRET is not set: this process signs tokens with the secret in its own DATA_DIR. Set the same AUTH_SECRET on every process of a deployment.',
    );
  }
  // ADR 54: a join storm queues connections faster than the loop accepts them; the kernel
  // drops what does not fit its queue, and a dropped SYN-ACK is a reset phone.
  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  const somaxconn = readSomaxconn();
  if (somaxconn !== null && somaxconn < config.listenBacklog) {
    app.log.warn(
      { listenBacklog: config.listenBacklog, somaxconn },
      'the kernel caps the listen backlog at net.core.somaxconn, lower than LISTEN_BACKLOG: raise it (sysctl -w net.core.somaxconn=…) for join storms',
    );
  }
  const files = readOpenFileLimit();
  if (files?.soft != null && files.hard != null && files.soft < files.hard) {
    app.log.warn(
      { soft: files.soft, hard: files.hard },
      'the open-file limit is below what this host allows: start with `ulimit -n` raised (npm start does) to hold more sockets',
    );
  }
  if (config.maxSockets !== undefined && files?.soft != null && config.maxSockets + HOST_SOCKET_RESERVE > files.soft) {
    app.log.warn(
      { maxSockets: config.maxSockets, openFileLimit: files.soft },
      'MAX_SOCKETS is above what the open-file limit holds: connections past the limit will fail instead of being refused',
    );
  }
  // Stored on first use (ADR 49); started now, in the background, so the first visitor of the
  // gallery does not wait for it. A failure is logged, and the next template request tries again.
  templateImagesStored(services).catch((err: unknown) => app.log.error({ err }, 'storing the template images failed'));
  // Helper threads yield the core to the event loop (ADR 12). libuv starts its pool on first
  // use, so threads are looked for again now and then.
  lowerHelperThreads();
  setInterval(() => lowerHelperThreads(), HELPER_THREADS_RESCAN_MS).unref();
  app.log.info(
    {
      database: services.database.kind,
      pubsub: config.redisUrl ? 'redis' : 'in-process',
      mail: config.smtpUrl ? 'smtp' : 'log',
      dataDir: config.dataDir,
      maxSockets: services.sockets.maxSockets,
      openFileLimit: files?.soft ?? null,
    },
    `Mingle is running at ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error('Mingle failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
