import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { enableCollectingWhileIdle } from './lib/idleGc';
import { lowerHelperThreads } from './lib/helperThreads';
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
  await app.listen({ port: config.port, host: config.host });
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
    },
    `Mingle is running at ${config.publicUrl}`,
  );
}

main().catch((err: unknown) => {
  console.error('Mingle failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
