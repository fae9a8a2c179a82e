/** The socket's public types (live/socket.ts). */
import type { Backoff } from './backoff';

export type ConnectionStatus = 'connecting' | 'online' | 'reconnecting' | 'offline' | 'refused' | 'closed';

export interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

export interface OperationResult<T> {
  data?: T | null;
  errors?: GraphQLErrorLike[];
}

export interface SubscriptionSink<T> {
  next(result: OperationResult<T>): void;
  /** The server ended the subscription with errors (e.g. not allowed); it is not resubscribed. */
  error?(errors: GraphQLErrorLike[]): void;
  /** The server completed the subscription; it is not resubscribed. */
  complete?(): void;
}

/** The part of the browser's WebSocket this client uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

/** Thrown by request() when the socket dropped before the answer came: safe to resend. */
export class SocketClosedError extends Error {
  constructor() {
    super('The connection dropped before the server answered.');
  }
}

export interface LiveSocketOptions {
  url: string;
  connectionParams?: () => Record<string, unknown>;
  createSocket?: (url: string, protocol: string) => WebSocketLike;
  backoff?: Backoff;
  /** A quiet line gets a ping after this long… */
  pingAfterMs?: number;
  /** …and is declared dead when nothing arrives this long after the ping. */
  deadAfterMs?: number;
  /** Whether the browser believes it is online. */
  isOnline?: () => boolean;
}
