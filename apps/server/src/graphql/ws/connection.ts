import type { GraphQLSchema } from 'graphql';
import type { WebSocket } from 'ws';
import { GraphQLErrorCode, MAX_OPERATIONS_PER_SOCKET, MAX_RESPONSE_BYTES, Reason, REASON_CODE } from '@mingle/shared';
import { responseTooLarge } from '../cost';
import type { Services } from '../../services';
import {
  authorizationFromConnectionParams,
  participantFrom,
  participantTokenFromConnectionParams,
  viewerFromAuthorization,
  type GraphQLContext,
} from '../context';
import { topicIterator } from './topicIterator';
import { CLOSE, TYPES, framePrefix, type Protocol } from './protocol';
import { errorsOf, formatResult, prepare, runQueryOrMutation, startSubscription, type OperationPayload } from './operations';
import type { LiveFanout } from './liveFanout';
import { frameFor, rawSocketOf, textFrameHeaderLength, textFrames, writeFrame, writeTextFrameHeader } from './textFrame';
import { jsonShapeProblem } from '../../lib/jsonShape';

export interface ConnectionDeps {
  schema: GraphQLSchema;
  services: Services;
  fanout: LiveFanout;
  keepAliveMs: number;
  initTimeoutMs: number;
}

interface Incoming {
  type?: unknown;
  id?: unknown;
  payload?: unknown;
}

/**
 * One GraphQL websocket: the handshake with its credentials, then operations by id.
 * Queries and mutations run once and complete; subscriptions run until stopped.
 */
export class GraphQLSocket {
  private context: GraphQLContext | null = null;
  /** Set while connection_init is checked: operations sent right after it wait for it. */
  private initialising: Promise<void> | null = null;
  private readonly ops = new Map<string, () => void>();
  private keepAlive: NodeJS.Timeout | undefined;
  private readonly initTimer: NodeJS.Timeout;

  constructor(
    readonly socket: WebSocket,
    readonly protocol: Protocol,
    private readonly d: ConnectionDeps,
    /** The client's address, from the upgrade request: rate limits count per address. */
    readonly ip: string,
  ) {
    this.initTimer = setTimeout(() => this.close(CLOSE.initTimeout, 'Connection initialisation timeout'), d.initTimeoutMs);
    this.initTimer.unref();
    socket.on(
      'message',
      (data: Buffer, isBinary: boolean) =>
        void this.receive(isBinary ? data : data.toString()).catch((err: unknown) =>
          this.d.services.log.error({ err }, 'websocket message failed'),
        ),
    );
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  send(message: object | string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Sends `prefix + head + middle + tail + "}"` as one text frame. The shared parts arrive
   * already encoded, so a broadcast to thousands of phones encodes only each phone's own
   * part and makes one buffer per phone, header included, written to the socket at once
   * (textFrame.ts). `middleBytes` is `middle`'s UTF-8 length when the caller knows it.
   */
  sendParts(
    prefix: Buffer,
    head: Buffer,
    middle: string,
    tail: Buffer | null,
    middleBytes = middle.length === 0 ? 0 : Buffer.byteLength(middle),
  ): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const payload = prefix.length + head.length + middleBytes + (tail?.length ?? 0) + 1;
    const raw = rawSocketOf(this.socket);
    const frame = raw ? frameFor(textFrameHeaderLength(payload) + payload) : Buffer.allocUnsafe(payload);
    let at = raw ? writeTextFrameHeader(frame, payload) : 0;
    at += prefix.copy(frame, at);
    at += head.copy(frame, at);
    if (middleBytes > 0) at += frame.write(middle, at);
    if (tail) at += tail.copy(frame, at);
    frame[at] = 0x7d; // the closing brace of the frame's envelope
    if (raw) writeFrame(raw, frame);
    else this.socket.send(frame, { binary: false });
  }

  sendResult(id: string, result: object): void {
    this.send(this.resultText(id, result));
  }

  /**
   * A query's result or a stock subscription's event as a frame. Over MAX_RESPONSE_BYTES it
   * becomes a RESPONSE_TOO_LARGE error (ADR 0019; ws also refuses frames over its maxPayload on
   * the client). Live fan-out frames do not come through here.
   */
  private resultText(id: string, result: object): string {
    const text = `${framePrefix(this.protocol, id)}${JSON.stringify(result)}}`;
    if (text.length <= MAX_RESPONSE_BYTES / 3 || Buffer.byteLength(text) <= MAX_RESPONSE_BYTES) return text;
    this.d.services.log.warn({ bytes: Buffer.byteLength(text) }, 'GraphQL answer over the response limit refused');
    return `${framePrefix(this.protocol, id)}${JSON.stringify({ data: null, errors: [responseTooLarge()] })}}`;
  }

  /**
   * A query's or mutation's result and its `complete`, written together when `ws` has
   * nothing queued: in an answer burst every answer is acknowledged this way, and two writes
   * per answer were half the server's syscalls and the phones' reads.
   */
  private sendFinalResult(id: string, result: object): void {
    if (!this.ops.delete(id)) return this.sendResult(id, result);
    if (this.socket.readyState !== this.socket.OPEN) return;
    const texts = [this.resultText(id, result), JSON.stringify({ type: 'complete', id })];
    const raw = rawSocketOf(this.socket);
    if (raw) raw.write(textFrames(texts));
    else for (const text of texts) this.socket.send(text);
  }

  sendErrors(id: string | null, errors: unknown[]): void {
    this.send({ type: 'error', ...(id === null ? {} : { id }), payload: errors });
  }

  /** Forgets an operation that ended with an error the caller already sent. */
  forget(id: string): void {
    this.ops.delete(id);
  }

  complete(id: string): void {
    if (this.ops.delete(id)) this.send({ type: 'complete', id });
  }

  /**
   * Closes the socket if it was opened with an access token of `userId` whose session has
   * since ended (docs/adr/0022): the client then refreshes, which fails, and signs out.
   */
  async closeIfSessionEnded(userId: string): Promise<void> {
    const viewer = this.context?.viewer;
    if (!viewer || viewer.id !== userId) return;
    if (await this.d.services.liveSessions.isLive(viewer.id, viewer.sessionId)) return;
    this.close(CLOSE.forbidden, 'Session ended');
  }

  private close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private async receive(raw: string | Buffer): Promise<void> {
    let m: Incoming;
    const text = raw.toString();
    // A message nested thousands deep holds the thread in JSON.parse (ADR 65): refused unread.
    const shape = jsonShapeProblem(text);
    try {
      if (shape) throw new Error(shape);
      m = JSON.parse(text) as Incoming;
    } catch {
      if (this.protocol === 'graphql-transport-ws') return this.close(CLOSE.badRequest, 'Invalid message received');
      return this.sendErrors(null, [invalidMessage(shape ? `The message ${shape}` : 'Message must be a JSON string')]);
    }
    const types = TYPES[this.protocol];
    switch (m.type) {
      case 'connection_init':
        this.initialising = this.init(m.payload).finally(() => (this.initialising = null));
        return this.initialising;
      case 'ping':
        return this.send({ type: 'pong' });
      case 'pong':
      case 'ka':
        return;
      case 'connection_terminate':
        return this.close(CLOSE.normal, 'Terminated');
      case types.start:
        return this.start(m);
      case types.stop:
        if (typeof m.id === 'string') this.stop(m.id);
        return;
      default:
        if (this.protocol === 'graphql-transport-ws') return this.close(CLOSE.badRequest, 'Invalid message received');
        return this.sendErrors(typeof m.id === 'string' ? m.id : null, [invalidMessage('Invalid payload type')]);
    }
  }

  /** Credentials ride in connection_init: an account's bearer token and/or a participant token. */
  private async init(payload: unknown): Promise<void> {
    if (this.context || this.initialising) {
      if (this.protocol === 'graphql-transport-ws') this.close(CLOSE.tooManyInits, 'Too many initialisation requests');
      return;
    }
    clearTimeout(this.initTimer);
    const { services } = this.d;
    const { viewer, invalid } = await viewerFromAuthorization(services, authorizationFromConnectionParams(payload));
    const seat = await participantFrom(services, participantTokenFromConnectionParams(payload));
    if (invalid || seat.invalid) {
      // Both: the message for clients that read it, the spec's close code for those that don't.
      this.send({ type: 'connection_error', payload: { message: 'Forbidden', reason: Reason.CREDENTIALS_REFUSED } });
      return this.close(CLOSE.forbidden, 'Forbidden');
    }
    this.context = { viewer, participant: seat.participant, services, ip: this.ip, socket: this.socket };
    this.send({ type: 'connection_ack' });
    if (this.protocol === 'graphql-ws' && this.d.keepAliveMs > 0) {
      this.send({ type: 'ka' });
      this.keepAlive = setInterval(() => this.send({ type: 'ka' }), this.d.keepAliveMs);
      this.keepAlive.unref();
    }
  }

  private async start(m: Incoming): Promise<void> {
    const id = typeof m.id === 'string' && m.id.length > 0 && m.id.length <= 128 ? m.id : null;
    if (!id)
      return this.protocol === 'graphql-transport-ws'
        ? this.close(CLOSE.badRequest, 'Operation id missing')
        : this.sendErrors(null, [invalidMessage('Operation id missing')]);
    if (this.initialising) await this.initialising;
    if (!this.context) {
      this.send({
        type: 'connection_error',
        payload: { message: 'Connection has not been established yet.', reason: Reason.NOT_INITIALISED },
      });
      return this.close(CLOSE.unauthorized, 'Unauthorized');
    }
    if (this.ops.has(id)) {
      if (this.protocol === 'graphql-transport-ws') return this.close(CLOSE.duplicateId, `Subscriber for ${id} already exists`);
      this.stop(id);
    }
    // Each operation holds memory and, for subscriptions, a place in every broadcast: one
    // socket must not hold thousands. Refusing this one alone, without closing, keeps the
    // client's others running (both protocols end an operation with `error`).
    if (this.ops.size >= MAX_OPERATIONS_PER_SOCKET) {
      return this.sendErrors(id, [
        {
          message: `This connection already runs ${MAX_OPERATIONS_PER_SOCKET} operations. Stop one before starting another.`,
          extensions: { code: GraphQLErrorCode.TOO_MANY_OPERATIONS, reason: Reason.TOO_MANY_OPERATIONS },
        },
      ]);
    }
    const { schema, services } = this.d;
    const prepared = prepare(schema, (m.payload ?? {}) as OperationPayload);
    if (!prepared.ok) return this.sendErrors(id, prepared.errors);
    const { op } = prepared;
    // Reserve the id at once, so a stop that arrives while we start is honoured.
    let cancelled = false;
    this.ops.set(id, () => (cancelled = true));
    const context = { ...this.context, pubsub: { subscribe: (topic: string) => topicIterator(services.pubsub.emitter, topic) } };
    try {
      if (op.operation.operation !== 'subscription') {
        const result = await runQueryOrMutation(schema, op, context);
        if (cancelled) return;
        return this.sendFinalResult(id, formatResult(result, services.log));
      }
      const fast = await this.d.fanout.accept(this, id, op, this.context);
      if (fast) {
        if (cancelled) return fast();
        this.ops.set(id, fast);
        return;
      }
      const result = await startSubscription(schema, op, context);
      if (!(Symbol.asyncIterator in result)) {
        if (!cancelled) this.sendErrors(id, formatResult(result, services.log).errors ?? []);
        this.ops.delete(id);
        return;
      }
      const iterator = result;
      if (cancelled) return void iterator.return?.();
      this.ops.set(id, () => void iterator.return?.());
      for await (const value of iterator) this.sendResult(id, formatResult(value, services.log));
      this.complete(id);
    } catch (err) {
      if (this.ops.delete(id) && !cancelled) this.sendErrors(id, errorsOf(err, services.log));
    }
  }

  private stop(id: string): void {
    const cancel = this.ops.get(id);
    this.ops.delete(id);
    cancel?.();
  }

  private cleanUp(): void {
    clearTimeout(this.initTimer);
    clearInterval(this.keepAlive);
    for (const cancel of this.ops.values()) cancel();
    this.ops.clear();
  }
}

/** A message of the legacy sub-protocol that cannot be run: answered with an error, not a close. */
function invalidMessage(message: string) {
  return { message, extensions: { code: REASON_CODE[Reason.INVALID_MESSAGE], reason: Reason.INVALID_MESSAGE } };
}
