import { isReason, type Reason } from '@mingle/shared';
import type { GraphQLErrorLike } from '../live/socketTypes';

// Apart from readError.ts so the phone app (ADR 24) reads errors without loading Apollo.
/**
 * What the web knows about a failure, read from where the server put it (ADR 18): the
 * reason, the field and suggestion that go with it, and the server's sentence, which is
 * shown only where the mapping says so (`reasonMessages.ts`). Nothing here reads the message.
 */
export interface ErrorInfo {
  /** The server's reason; null when it sent none this build knows (or the failure never reached it). */
  reason: Reason | null;
  /** The broad class (`extensions.code`, or the REST error name). */
  code: string | null;
  field?: string;
  suggestion?: string;
  retryAfterS?: number;
  /** A document's problems, one per line (`slides[3].title: is required`), when the server listed them. */
  problems?: string[];
  /** The request never got an answer (offline, connection dropped). */
  network: boolean;
  /** The server's own words, for reasons whose point is a detail only the server knows. */
  serverMessage: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

export function withDetails(
  base: Pick<ErrorInfo, 'code' | 'network' | 'serverMessage'>,
  fields: Record<string, unknown> | undefined,
): ErrorInfo {
  const reason = fields?.reason;
  const field = text(fields?.field);
  const suggestion = text(fields?.suggestion);
  const retryAfterS = seconds(fields?.retryAfterS);
  const problems = Array.isArray(fields?.problems) ? fields.problems.filter((p): p is string => typeof p === 'string') : [];
  return {
    ...base,
    reason: isReason(reason) ? reason : null,
    ...(field ? { field } : {}),
    ...(suggestion ? { suggestion } : {}),
    ...(retryAfterS ? { retryAfterS } : {}),
    ...(problems.length > 0 ? { problems } : {}),
  };
}

/** Reads one GraphQL error (socket or HTTP): `extensions.reason`, `field`, `suggestion`, `retryAfterS`. */
export function readGraphQLError(error: GraphQLErrorLike): ErrorInfo {
  const ext = error.extensions;
  return withDetails({ code: text(ext?.code) ?? null, network: false, serverMessage: error.message }, ext);
}
