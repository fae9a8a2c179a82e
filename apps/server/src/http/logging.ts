import type { FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

/** Query parameters that carry secrets (email tickets, tokens) are blanked in logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:ticket|token|refreshToken|accessToken|code)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * pino options: request ids on every line, and no tokens, passwords or secrets. Headers
 * are not logged at all; bodies never are.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyLoggerOptions & LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.refreshToken',
        '*.accessToken',
        '*.ticket',
        '*.authSecret',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
