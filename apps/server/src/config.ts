import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseEmbedOrigins } from './http/embedFraming';
import { ACCESS_TOKEN_MAX_AGE_S, REFRESH_TOKEN_MAX_AGE_S, UPLOAD_RATE_LIMITS } from '@mingle/shared';

const intFrom = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

const urlWith = (name: string, protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** `<count>/<seconds>`: at most `count` in a window of `seconds`, e.g. `100/60`. */
const limitFrom = (name: string, example: string) =>
  z.string().transform((v, ctx): RateLimitSetting => {
    const m = /^\s*(\d{1,9})\s*\/\s*(\d{1,6})\s*$/.exec(v);
    const max = Number(m?.[1]);
    const seconds = Number(m?.[2]);
    if (!m || max < 1 || seconds < 1 || seconds > 86_400) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be <count>/<seconds> with a count of at least 1 and at most 86400 seconds, like ${example}`,
      });
      return z.NEVER;
    }
    return { max, windowMs: seconds * 1000 };
  });

const envSchema = z.object({
  PORT: intFrom('PORT', 0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWith('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWith('REDIS_URL', ['redis:', 'rediss:']).optional(),
  PUBLIC_URL: urlWith('PUBLIC_URL', ['http:', 'https:']).optional(),
  AUTH_SECRET: z.string().min(32, { error: 'AUTH_SECRET must be at least 32 characters' }).optional(),
  SMTP_URL: urlWith('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Mingle <no-reply@mingle.local>'),
  ACCESS_TOKEN_MAX_AGE: intFrom('ACCESS_TOKEN_MAX_AGE', 10, 86_400).default(ACCESS_TOKEN_MAX_AGE_S),
  REFRESH_TOKEN_MAX_AGE: intFrom('REFRESH_TOKEN_MAX_AGE', 60, 31_536_000).default(REFRESH_TOKEN_MAX_AGE_S),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // ADR 45: the Chromium that draws slide images; found at the usual places when unset.
  CHROMIUM_PATH: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  MAX_PARTICIPANTS: intFrom('MAX_PARTICIPANTS', 1, 1_000_000).default(20_000),
  // ADR 54: participants' websockets per process; unset, the open-file limit less a reserve.
  MAX_SOCKETS: intFrom('MAX_SOCKETS', 1, 10_000_000).optional(),
  // ADR 54: connections the kernel queues before the server accepts them (capped at net.core.somaxconn).
  LISTEN_BACKLOG: intFrom('LISTEN_BACKLOG', 1, 1_000_000).default(4096),
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  // docs/adr/0015: misses are the enumeration attack; joins are generous for venues behind one NAT.
  RATE_LIMIT_CODE_MISSES: limitFrom('RATE_LIMIT_CODE_MISSES', '100/60').default({ max: 100, windowMs: 60_000 }),
  RATE_LIMIT_JOINS: limitFrom('RATE_LIMIT_JOINS', '5000/300').default({ max: 5000, windowMs: 300_000 }),
  // docs/adr/0021: every upload is decoded and re-encoded, refused or not.
  // ADR 43: public recap reads (the query signed out, and the page's HTML) per client address.
  RATE_LIMIT_RECAPS: limitFrom('RATE_LIMIT_RECAPS', '120/60').default({ max: 120, windowMs: 60_000 }),
  // ADR 52: reports sent from /report per client address; each one is a row an admin reads.
  RATE_LIMIT_REPORTS: limitFrom('RATE_LIMIT_REPORTS', '10/3600').default({ max: 10, windowMs: 3_600_000 }),
  // ADR 45: recap slide images per client address; each new one is drawn by Chromium.
  RATE_LIMIT_SLIDE_IMAGES: limitFrom('RATE_LIMIT_SLIDE_IMAGES', '60/60').default({ max: 60, windowMs: 60_000 }),
  // ADR 51: the sites whose pages may frame /embed/decks (comma-separated origins); none by default.
  EMBED_ORIGINS: z
    .string()
    .transform((v, ctx): string[] => {
      const parsed = parseEmbedOrigins(v);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: `EMBED_ORIGINS: ${parsed.error}` });
        return z.NEVER;
      }
      return parsed.origins;
    })
    .default([]),
  RATE_LIMIT_UPLOADS_PER_USER: limitFrom('RATE_LIMIT_UPLOADS_PER_USER', '120/3600').default({ ...UPLOAD_RATE_LIMITS.perUser }),
  RATE_LIMIT_UPLOADS_PER_ADDRESS: limitFrom('RATE_LIMIT_UPLOADS_PER_ADDRESS', '300/3600').default({ ...UPLOAD_RATE_LIMITS.perAddress }),
});

export type Env = z.infer<typeof envSchema>;

/** At most `max` events in a fixed window of `windowMs` (the shape of auth/rateLimit's Limit). */
export interface RateLimitSetting {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Where links in emails point; defaults to this server's own address. */
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenMaxAge: number;
  refreshTokenMaxAge: number;
  logLevel: Env['LOG_LEVEL'];
  /** Built SPA to serve; absent in tests that need only the API. */
  webDist: string | undefined;
  /** The Chromium that draws recap slide images (ADR 45); unset, the usual places are tried. */
  chromiumPath: string | undefined;
  trustProxy: boolean;
  /** Most participants one event takes (plans will set this per host later). */
  maxParticipants: number;
  /** Participants' websockets this process holds before refusing (ADR 54); unset: from the open-file limit. */
  maxSockets: number | undefined;
  /** The listen backlog asked of the kernel (ADR 54). */
  listenBacklog: number;
  /** Enables GET /v1/functions/metrics for requests bearing it. */
  metricsToken: string | undefined;
  /** Event codes looked up and not found (eventByCode, joinEvent), per client address. */
  codeMissLimit: RateLimitSetting;
  /** Joins per client address and event. */
  joinLimit: RateLimitSetting;
  /** Public recap reads (the query without an account, the page's HTML) per client address. */
  recapReadLimit: RateLimitSetting;
  /** Reports sent from /report (submitReport) per client address, signed in or not (ADR 52). */
  reportLimit: RateLimitSetting;
  /** Recap slide images (PNG) per client address. */
  slideImageLimit: RateLimitSetting;
  /** Origins whose pages may frame the embeddable pages (`/embed/decks`); empty: this server's own only. */
  embedOrigins: string[];
  /** Uploads per signed-in user and per client address. */
  uploadLimits: { perUser: RateLimitSetting; perAddress: RateLimitSetting };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once. Every problem is reported with the variable's name, so
 * an operator can fix a bad deployment from the first line of the log.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenMaxAge: e.ACCESS_TOKEN_MAX_AGE,
    refreshTokenMaxAge: e.REFRESH_TOKEN_MAX_AGE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    chromiumPath: e.CHROMIUM_PATH,
    trustProxy: e.TRUST_PROXY === 'true',
    maxParticipants: e.MAX_PARTICIPANTS,
    maxSockets: e.MAX_SOCKETS,
    listenBacklog: e.LISTEN_BACKLOG,
    metricsToken: e.METRICS_TOKEN,
    codeMissLimit: e.RATE_LIMIT_CODE_MISSES,
    joinLimit: e.RATE_LIMIT_JOINS,
    recapReadLimit: e.RATE_LIMIT_RECAPS,
    reportLimit: e.RATE_LIMIT_REPORTS,
    slideImageLimit: e.RATE_LIMIT_SLIDE_IMAGES,
    embedOrigins: e.EMBED_ORIGINS,
    uploadLimits: { perUser: e.RATE_LIMIT_UPLOADS_PER_USER, perAddress: e.RATE_LIMIT_UPLOADS_PER_ADDRESS },
  };
}

/** The signing secret is generated once and kept beside the data, readable only by us. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    // The same floor as AUTH_SECRET: an empty file (say, from an interrupted first start)
    // would make every sign-in fail, and a short one would be a guessable signing key.
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) {
      throw new ConfigError(
        `Invalid configuration:\n  ${file} must hold at least 32 characters; delete it to have a new secret generated (this signs everyone out)`,
      );
    }
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
