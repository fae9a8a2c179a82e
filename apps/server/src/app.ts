import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { API_PREFIX, MAX_JSON_BODY_BYTES, Reason, SERVICE_UNAVAILABLE_MESSAGE, type Random } from '@mingle/shared';
import { AuthError } from './auth/errors';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, type RateLimitStore } from './auth/rateLimit';
import { registerAuthRoutes, sendAuthError } from './auth/routes';
import type { PasswordCost } from './auth/passwords';
import { AuthService } from './auth/service';
import { LiveSessions } from './auth/liveSessions';
import { SessionIssuer } from './auth/sessions';
import { AccessTokens } from './auth/tokens';
import { purgeDeletedDecks } from './commands/deleteDeck';
import type { Config } from './config';
import { openDatabase, pgliteDirFor, type Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { capGraphQLResponses, isGraphQLRoute, sendGraphQLRequestError } from './graphql/http';
import { UNAVAILABLE_RETRY_AFTER_S } from './graphql/httpStatus';
import { registerGraphQL } from './graphql/plugin';
import { registerDeckFileRoutes } from './http/deckFiles';
import { registerExportRoutes } from './http/exports';
import { registerFileRoutes } from './http/files';
import { registerHealthRoutes } from './http/health';
import { registerBoundedJsonParser } from './http/jsonBodies';
import { registerMetricsRoute } from './http/metrics';
import { SocketBudget, defaultMaxSockets, readOpenFileLimit } from './lib/socketBudget';
import { loggerOptions } from './http/logging';
import { registerSlideImageRoutes } from './http/slideImages';
import { registerSpa } from './http/spa';
import { recapPageHead } from './recaps/recaps';
import { RecapReadLimit } from './recaps/recapLimit';
import { ReportLimit } from './moderation/reportLimit';
import { systemClock, type Clock } from './lib/clock';
import { logMailer, smtpMailer, type Mailer } from './mail/mailer';
import { createPubSub, watchConnection } from './pubsub/pubsub';
import { Admission } from './live/admission';
import { UploadLimits } from './storage/uploadLimits';
import { ReceivedAnswers } from './live/receivedAnswers';
import { RosterWrites } from './live/rosterWrites';
import { ParticipantCommands } from './live/participants';
import { LiveRooms } from './live/rooms';
import { realScheduler, type Scheduler } from './live/scheduler';
import { EventCommands } from './live/service';
import { resetConnections } from './live/store';
import { ParticipantTokens } from './live/tokens';
import { ChromiumShooter, findChromium, type PageShooter } from './screencap/chromium';
import { SlideImages } from './screencap/slideImages';
import type { Services } from './services';
import { LocalDiskStorage } from './storage/storage';
import { microBatchesSettled } from './lib/microBatch';
import { loadTemplates, type TemplateCatalog } from './templates/catalog';

/** The longest a request may take to arrive (ADR 0019). */
export const REQUEST_TIMEOUT_MS = 120_000;
/** The longest a connection may stay idle. */
export const CONNECTION_TIMEOUT_MS = 130_000;

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already open database (tests share one); otherwise opened from config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** How often sockets are checked for dead peers. */
  heartbeatMs?: number;
  /** Runs live-event deadlines; tests pass a manual one. */
  scheduler?: Scheduler;
  /** Chance for what the server decides in rounds (a quote, a spin; SPEC R16.3); tests pass a seeded one. */
  random?: Random;
  /** Draws recap slide images (ADR 45); headless Chromium by default, tests count calls. */
  pageShooter?: PageShooter;
  /** The template library; read from apps/server/templates by default. */
  templates?: TemplateCatalog;
  /**
   * A cheaper scrypt cost for new password hashes, for test suites that sign in hundreds of
   * times. Deliberately not in the configuration: a running server always uses the default.
   */
  passwordCost?: PasswordCost;
}

/** Builds the whole server without listening, so tests can `inject` or listen on port 0. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: opts.logStream ? { ...loggerOptions(config), stream: opts.logStream } : loggerOptions(config),
    trustProxy: config.trustProxy,
    // A 200-slide deck saved whole can pass 1 MiB; uploads have their own limit.
    bodyLimit: MAX_JSON_BODY_BYTES,
    // A request must arrive whole within this (a 10 MB upload over a slow phone network
    // included), and a connection idle this long is closed (ADR 0019). Websockets are exempt:
    // ws clears the socket's timeout on upgrade, and the heartbeat watches them.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  registerBoundedJsonParser(app);
  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) }));
  const pubsub = await createPubSub(config.redisUrl, (err) => app.log.error({ err }, 'redis pub/sub error'));
  const mailer = opts.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(app.log));
  const redis =
    config.redisUrl && !opts.rateLimitStore ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  let closing = false;
  if (redis)
    watchConnection(
      redis,
      () => closing,
      (err) => app.log.error({ err }, 'redis connection for rate limits lost'),
    );
  const rateLimitStore = opts.rateLimitStore ?? (redis ? new RedisRateLimitStore(redis, clock) : new MemoryRateLimitStore(clock));
  const tokens = new AccessTokens(config.authSecret, config.accessTokenMaxAge, clock);
  const liveSessions = new LiveSessions(database.db, tokens, clock, pubsub);
  const sessions = new SessionIssuer(database.db, tokens, config.refreshTokenMaxAge, clock, liveSessions);
  const limiter = new RateLimiter(rateLimitStore, clock);
  const auth = new AuthService({
    db: database.db,
    clock,
    sessions,
    limiter,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    passwordCost: opts.passwordCost,
  });
  const storage = new LocalDiskStorage(join(config.dataDir, 'files'));
  const rosterWrites = new RosterWrites();
  const scheduler = opts.scheduler ?? realScheduler(clock);
  const liveDeps = {
    db: database.db,
    clock,
    scheduler,
    pubsub,
    log: app.log,
    maxParticipants: config.maxParticipants,
    writeConcurrency: database.kind === 'postgres' ? 4 : 1,
    rosterWrites,
    receivedAnswers: new ReceivedAnswers(),
    ...(opts.random ? { random: opts.random } : {}),
  };
  const events = new EventCommands(liveDeps);
  const participantTokens = new ParticipantTokens(config.authSecret, clock);
  const rooms = new LiveRooms({
    db: database.db,
    clock,
    scheduler,
    emitter: pubsub.emitter,
    publish: (topic, payload) => pubsub.publish(topic, payload),
    commands: events,
    log: app.log,
    // With Redis, other processes write to the same events: only the database knows their writes.
    writes: config.redisUrl ? null : rosterWrites,
  });
  const admission = new Admission(limiter, { codeMisses: config.codeMissLimit, joins: config.joinLimit });
  const live = {
    tokens: participantTokens,
    events,
    rooms,
    participants: new ParticipantCommands(liveDeps, participantTokens, events, rooms, admission),
  };
  // Messages published while the subscriber connection was down are lost (SPEC R9.1).
  pubsub.onReconnect(() => {
    app.log.info('redis pub/sub is back; re-reading every live event shown here');
    rooms.resyncAll();
  });
  const uploads = new UploadLimits(limiter, config.uploadLimits);
  // ADR 54: how many websockets this process takes before it answers "full".
  const sockets = new SocketBudget(config.maxSockets ?? defaultMaxSockets(readOpenFileLimit()), app.log);
  const recapReads = new RecapReadLimit(limiter, config.recapReadLimit);
  // The recap page's HTML reads the event's row for its link preview: it counts as a recap read.
  const recapPageHeadFor = async (ip: string, recapId: string) => {
    const read = await recapReads.take(ip);
    if (!read.allowed) return { retryAfterS: read.retryAfterS };
    return recapPageHead(database.db, config.publicUrl, recapId, clock.now(), shooter.available);
  };
  const services: Services = {
    config,
    database,
    clock,
    log: app.log,
    tokens,
    liveSessions,
    sessions,
    auth,
    mailer,
    storage,
    uploads,
    recapReads,
    reports: new ReportLimit(limiter, config.reportLimit),
    pubsub,
    live,
    sockets,
    // Read before the server answers anything: a broken template stops it starting (ADR 0049).
    templates: opts.templates ?? loadTemplates(),
  };

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Deleted decks past their restore window are removed hourly.
  const purgeTimer = setInterval(() => {
    purgeDeletedDecks({ db: database.db, clock }).catch((err: unknown) => app.log.error({ err }, 'purging deleted decks failed'));
  }, 3600_000);
  purgeTimer.unref();
  app.addHook('onReady', async () => {
    // Alone, this process held every socket: counts left by a previous run are stale.
    if (!config.redisUrl) await resetConnections(database.db);
    await events.resumeDeadlines();
  });
  const shooter = opts.pageShooter ?? new ChromiumShooter(await findChromium(config.chromiumPath));
  const slideImages = new SlideImages(
    database.db,
    shooter,
    () => selfUrl(app),
    () => clock.now(),
  );
  app.addHook('onClose', async () => {
    await shooter.close();
    await live.participants.drain();
    live.rooms.close();
    events.stop();
    clearInterval(purgeTimer);
    mailer.close();
    await pubsub.close();
    closing = true;
    redis?.disconnect();
    // Sockets closed on the way out still take their connection counts off (store.ts batches them).
    await microBatchesSettled();
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  // Before compression: the cap reads the serialised text.
  capGraphQLResponses(app);
  await app.register(compress, { threshold: 1024 });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    // GraphQL answers in its own shape, with the status its code gives (graphql/http.ts).
    if (isGraphQLRoute(req)) return sendGraphQLRequestError(err, reply, req.log);
    if (err instanceof AuthError) return sendAuthError(err, reply);
    if (isDatabaseUnavailable(err)) {
      // Not a bug: one line, and a retryable answer (the pool reconnects by itself).
      req.log.warn({ reason: err.message }, 'database unavailable');
      const onApi = req.url.startsWith(API_PREFIX);
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(
          onApi
            ? { error: 'service-unavailable', reason: Reason.SERVICE_UNAVAILABLE, message: SERVICE_UNAVAILABLE_MESSAGE }
            : { message: SERVICE_UNAVAILABLE_MESSAGE },
        );
    }
    const status = typeof (err as { statusCode?: unknown }).statusCode === 'number' ? (err as { statusCode: number }).statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const onApi = req.url.startsWith(API_PREFIX);
    if (status < 500) {
      const message = /JSON/i.test(err.message) ? 'The request body is not valid JSON' : err.message;
      const [error, reason] =
        status === 413
          ? (['payload-too-large', Reason.PAYLOAD_TOO_LARGE] as const)
          : status === 415
            ? (['unsupported-media-type', Reason.UNSUPPORTED_MEDIA_TYPE] as const)
            : (['invalid-request', Reason.BAD_REQUEST] as const);
      return reply.status(status).send(onApi ? { error, reason, message } : { message });
    }
    return reply
      .status(500)
      .send({ error: 'internal-error', reason: Reason.INTERNAL_ERROR, message: 'Something went wrong on our side. Please try again.' });
  });

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, auth, liveSessions);
  registerFileRoutes(app, storage);
  registerExportRoutes(app, database.db, liveSessions);
  registerSlideImageRoutes(app, slideImages, new RecapReadLimit(limiter, config.slideImageLimit, 'slide-image'));
  registerDeckFileRoutes(app, services);
  registerMetricsRoute(app, config.metricsToken, sockets);
  await registerGraphQL(app, services, opts.heartbeatMs);
  await registerSpa(
    app,
    config.webDist,
    (route, params, ip) => (route === 'recap' && params.uuid ? recapPageHeadFor(ip, params.uuid) : Promise.resolve(undefined)),
    config.embedOrigins,
  );
  return { app, services };
}

/**
 * This server's own address, for the Chromium beside it to open its pages (ADR 45): where it
 * listens, with a wildcard host read as this machine. Not PUBLIC_URL: that may be a proxy the
 * machine cannot reach, or reach only the long way round.
 */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening: slide images need its address');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
