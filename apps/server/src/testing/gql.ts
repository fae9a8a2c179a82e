import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; path?: string[]; extensions: { code: string } }[];
}

/** A signed-up user who can run GraphQL operations against the app. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
}

export async function gqlAs<T>(app: FastifyInstance, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
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

export async function signUpUser(app: FastifyInstance, displayName = 'Host'): Promise<TestUser> {
  const email = `${randomUUID()}@example.com`;
  const res = await app.inject({ method: 'POST', url: '/v1/signup/email-password', payload: { email, password: TEST_PASSWORD, displayName } });
  return asTestUser(app, email, res);
}

export async function signInUser(app: FastifyInstance, email: string): Promise<TestUser> {
  const res = await app.inject({ method: 'POST', url: '/v1/signin/email-password', payload: { email, password: TEST_PASSWORD } });
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
