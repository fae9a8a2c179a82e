import { useCallback, useEffect, useRef, useState } from 'react';
import { GRAPHQL_PATH, GraphQLErrorCode, Reason } from '@mingle/shared';
import { readGraphQLError, type ErrorInfo } from '../errors/readGraphQLError';
import { ClockOffset } from './clock';
import { LIVE_EVENT_SUBSCRIPTION, SUBMIT_ANSWER_MUTATION, type LiveDocument, type LiveState } from './operations';
import { AnswerOutbox, type OutboxState } from './outbox';
import { participantStore, type StoredParticipant } from './participantStore';
import type { LiveEventSubscription, SubmitAnswerMutation } from './live.generated';
import { LiveSocket, SocketClosedError, type ConnectionStatus, type GraphQLErrorLike, type OperationResult } from './socket';

/** Why the screen cannot follow the event any more, with the server's reason and words (screens pick the sentence). */
export type LiveProblem = { kind: 'removed' | 'seatLost' | 'notFound' | 'ended' | 'refused'; info: ErrorInfo | null };

export interface LiveEvent {
  state: LiveState | null;
  status: ConnectionStatus;
  /** Server clock minus this device's clock, ms. */
  offset: number;
  problem: LiveProblem | null;
  outbox: OutboxState;
  submit(answer: unknown): void;
  /** One query or mutation over the event's socket; rejects when it is not connected. */
  request<TData, TVariables extends Record<string, unknown>>(
    document: LiveDocument<TData, TVariables>,
    variables: TVariables,
  ): Promise<OperationResult<TData>>;
}

const EMPTY_OUTBOX: OutboxState = { pending: null, confirmed: null, refused: null };

export function liveSocketUrl(origin = window.location.origin): string {
  return origin.replace(/^http/, 'ws') + GRAPHQL_PATH;
}

/** Sorts a subscription's errors, by reason (ADR 18), into a problem to show, or null for one worth retrying. */
export function classifyErrors(errors: readonly GraphQLErrorLike[], asParticipant: boolean): LiveProblem | null {
  const first = errors[0];
  if (!first) return null;
  const info = readGraphQLError(first);
  if (info.reason === Reason.SEAT_REMOVED) return { kind: 'removed', info };
  if (info.reason === Reason.EVENT_NOT_FOUND) return { kind: 'notFound', info };
  // An ended event whose host turned its recap off: its final standings are not public (ADR 43).
  if (info.reason === Reason.EVENT_ENDED) return { kind: 'ended', info };
  if (asParticipant && (info.code === GraphQLErrorCode.FORBIDDEN || info.code === GraphQLErrorCode.UNAUTHENTICATED))
    return { kind: 'seatLost', info };
  return null;
}

/**
 * Follows one live event over a dedicated socket: the phone of a participant (with its
 * token, so the server sends `me` and takes answers) or a big screen (without one).
 */
export function useLiveEvent(eventId: string, participant: StoredParticipant | null): LiveEvent {
  const [state, setState] = useState<LiveState | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [offset, setOffset] = useState(0);
  const [problem, setProblem] = useState<LiveProblem | null>(null);
  const [outboxState, setOutboxState] = useState<OutboxState>(() => ({ ...EMPTY_OUTBOX, pending: participant?.pending ?? null }));
  const [attempt, setAttempt] = useState(0);
  const outboxRef = useRef<AnswerOutbox | null>(null);
  const stateRef = useRef<LiveState | null>(null);
  const socketRef = useRef<LiveSocket | null>(null);
  const token = participant?.participantToken ?? null;
  const initialPending = participant?.pending ?? null;

  useEffect(() => {
    const store = participantStore();
    const clock = new ClockOffset();
    const socket = new LiveSocket({ url: liveSocketUrl(), connectionParams: () => (token ? { participantToken: token } : {}) });
    const outbox = token
      ? new AnswerOutbox(
          (a) =>
            socket.request<SubmitAnswerMutation>(SUBMIT_ANSWER_MUTATION, {
              eventId,
              slideId: a.slideId,
              answer: a.answer,
              round: a.round,
            }),
          (pending) => store.update(eventId, { pending }),
          setOutboxState,
          initialPending,
        )
      : null;
    outboxRef.current = outbox;
    socketRef.current = socket;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const fail = (errors: readonly GraphQLErrorLike[]) => {
      const found = classifyErrors(errors, !!token);
      if (found) {
        // A seat that no longer works is forgotten: this browser is a guest again.
        if (token && found.kind !== 'notFound') store.forget(eventId);
        setProblem(found);
        socket.close();
      } else {
        // Anything else (a server hiccup) gets a fresh socket and subscription shortly.
        retry = setTimeout(() => setAttempt((n) => n + 1), 3_000);
      }
    };

    socket.onStatus((next) => {
      setStatus(next);
      if (next === 'online') void outbox?.flush();
      // The server refuses a socket whose seat token no longer verifies.
      if (next === 'refused') {
        if (token) store.forget(eventId);
        setProblem({ kind: token ? 'seatLost' : 'refused', info: socket.refusedBecause });
      }
    });
    socket.subscribe<LiveEventSubscription>(
      LIVE_EVENT_SUBSCRIPTION,
      { eventId },
      {
        next(result) {
          const live = result.data?.liveEvent;
          if (live) {
            setOffset(clock.add(live.serverTime, Date.now()));
            stateRef.current = live;
            setState(live);
            outbox?.moveTo(live.slide?.id ?? null, live.round);
          } else if (result.errors?.length) fail(result.errors);
        },
        error: fail,
      },
    );

    const onOnline = () => socket.wake();
    const onOffline = () => socket.wentOffline();
    const onVisible = () => {
      if (document.visibilityState === 'visible') socket.wake();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onOnline);
    socket.start();
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onOnline);
      socket.close();
      outboxRef.current = null;
      socketRef.current = null;
    };
    // initialPending is read once per socket on purpose: later changes come from the outbox itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, token, attempt]);

  const submit = useCallback((answer: unknown) => {
    const live = stateRef.current;
    if (!live?.slide || live.step !== 'answering') return;
    outboxRef.current?.submit({ slideId: live.slide.id, round: live.round, answer });
  }, []);

  const request = useCallback(
    <TData, TVariables extends Record<string, unknown>>(document: LiveDocument<TData, TVariables>, variables: TVariables) => {
      const socket = socketRef.current;
      return socket ? socket.request<TData>(document, variables) : Promise.reject(new SocketClosedError());
    },
    [],
  );

  return { state, status, offset, problem, outbox: outboxState, submit, request };
}
