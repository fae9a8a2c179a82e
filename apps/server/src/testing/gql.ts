import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: {
    message: string;
    path?: string[];
    extensions: { code: string; reason?: string; field?: string; suggestion?: string; problems?: string[] };
  }[];
}

/** A signed-up user who can run GraphQL operations against the app. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
}

export async function gqlAs<T>(
  app: FastifyInstance,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlResult<T>> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  const body = res.json() as { data: T | null; errors?: GqlResult['errors'] };
  return { status: res.statusCode, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
}

export const TEST_PASSWORD = 'correct horse';

/**
 * A made-up client address per call: sign-up limits count per address, and with Redis the
 * counts outlive the test run, so tests must not all come from 127.0.0.1.
 */
export function randomAddress(): string {
  const b = randomUUID().replace(/-/g, '');
  return `10.${parseInt(b.slice(0, 2), 16)}.${parseInt(b.slice(2, 4), 16)}.${parseInt(b.slice(4, 6), 16)}`;
}

export async function signUpUser(app: FastifyInstance, displayName = 'Host'): Promise<TestUser> {
  const email = `${randomUUID()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/v1/signup/email-password',
    payload: { email, password: TEST_PASSWORD, displayName },
    remoteAddress: randomAddress(),
  });
  return asTestUser(app, email, res);
}

export async function signInUser(app: FastifyInstance, email: string): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/signin/email-password',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: randomAddress(),
  });
  return asTestUser(app, email, res);
}

function asTestUser(app: FastifyInstance, email: string, res: { statusCode: number; body: string; json(): unknown }): TestUser {
  if (res.statusCode !== 200) throw new Error(`signing in failed: ${res.body}`);
  const { session } = res.json() as { session: { accessToken: string; user: { id: string } } };
  return {
    id: session.user.id,
    email,
    token: session.accessToken,
    gql: (query, variables) => gqlAs(app, session.accessToken, query, variables),
  };
}
