import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Reason, type AuthErrorBody } from '@mingle/shared';
import { AuthError } from './errors';
import type { LiveSessions } from './liveSessions';
import type { AuthService } from './service';
import { bearerToken } from './tokens';

/** The seed's clients send `{ data: { email, password } }`; newer ones send the fields flat. */
function unwrapData(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) {
    const data = (body as { data: unknown }).data;
    if (data && typeof data === 'object') return data;
  }
  return body;
}

/** Sign-up also accepts the hosted-auth shape `{ options: { displayName } }`. */
function flattenOptions(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const b = body as Record<string, unknown>;
  const options = b.options && typeof b.options === 'object' ? (b.options as Record<string, unknown>) : {};
  const { options: _ignored, ...rest } = b;
  return { displayName: options.displayName, ...rest };
}

/** REST auth endpoints under /v1: thin edges over AuthService. */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, sessions: LiveSessions): void {
  const caller = (req: FastifyRequest) => ({ ip: req.ip });
  const ok = { ok: true } as const;

  app.post('/v1/signup/email-password', async (req) => ({ session: await auth.signUp(flattenOptions(unwrapData(req.body)), caller(req)) }));
  app.post('/v1/signin/email-password', async (req) => ({ session: await auth.signIn(unwrapData(req.body), caller(req)) }));
  app.post('/v1/token', async (req) => ({ session: await auth.refresh(req.body) }));
  app.post('/v1/signout', async (req) => {
    await auth.signOut(req.body);
    return ok;
  });
  app.post('/v1/user/email/send-verification-email', async (req) => {
    await auth.sendVerification(req.body, caller(req));
    return ok;
  });
  app.post('/v1/user/email/verify', async (req) => ({ ok: true, user: await auth.verifyEmail(req.body) }));
  app.post('/v1/user/password/reset', async (req) => {
    await auth.requestPasswordReset(req.body, caller(req));
    return ok;
  });
  // With a ticket: set a forgotten password. With a bearer token: change it.
  app.post('/v1/user/password', async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.ticket !== undefined) {
      await auth.resetPassword(body);
      return ok;
    }
    const token = bearerToken(req.headers.authorization);
    const claims = token ? await sessions.verifyAccessToken(token) : null;
    if (!claims)
      throw new AuthError(
        'unauthenticated',
        Reason.SIGN_IN_REQUIRED,
        'Sign in, or follow the link from the reset email, to set a password',
      );
    await auth.changePassword(claims.sub, claims.sid, body, caller(req));
    return ok;
  });
}

/** Turns AuthErrors on /v1 auth routes into `{ error, reason, message, field? }`. */
export function sendAuthError(err: AuthError, reply: FastifyReply): FastifyReply {
  if (err.retryAfterS) void reply.header('retry-after', String(err.retryAfterS));
  const { field, retryAfterS } = err.details;
  const body: AuthErrorBody = {
    error: err.error,
    reason: err.reason,
    message: err.message,
    ...(field ? { field } : {}),
    ...(retryAfterS ? { retryAfterS } : {}),
  };
  return reply.status(err.status).send(body);
}
