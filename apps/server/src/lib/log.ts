import type { LogFn } from 'pino';

/** The logging the domain code needs; satisfied by pino and by Fastify's logger. */
export interface Log {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  debug: LogFn;
}
