import { useSubscription } from '@apollo/client/react';
import { describeDataError } from '../../graphql/errors';
import { useEffect, useRef, useState } from 'react';
import { backoffDelay } from '../../live/backoff';
import { ClockOffset } from '../../live/clock';
import type { ConnectionStatus } from '../../live/socketTypes';
import type { HostState } from './hostOperations';
import { useOnline } from '../../hooks/useOnline';
import { HostEventDocument } from './hostOperations';

export interface HostEventFeed {
  host: HostState | null;
  offset: number;
  status: ConnectionStatus;
  /** The server refused this console for good (not the host, no such event). */
  fatal: string | null;
}

/**
 * The console's subscription. The last state stays on screen through a dropped
 * connection (a host in front of a room must not see the console vanish), and a failed
 * subscription is restarted with backoff instead of giving up after the link's retries.
 */
export function useHostEvent(eventId: string): HostEventFeed {
  const clock = useRef(new ClockOffset());
  const [host, setHost] = useState<HostState | null>(null);
  const [offset, setOffset] = useState(0);
  const [failures, setFailures] = useState(0);
  const online = useOnline();
  const { error, restart } = useSubscription(HostEventDocument, {
    variables: { eventId },
    onData: ({ data }) => {
      const next = data.data?.hostEvent;
      if (!next) return;
      setOffset(clock.current.add(next.live.serverTime, Date.now()));
      setHost(next);
      setFailures(0);
    },
  });
  const failure = error ? describeDataError(error) : null;
  const code = failure?.code;
  const fatal = code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' ? failure!.message : null;

  useEffect(() => {
    if (!error || fatal) return;
    const timer = setTimeout(() => {
      setFailures((n) => n + 1);
      restart();
    }, backoffDelay(failures));
    return () => clearTimeout(timer);
  }, [error, fatal, failures, restart]);

  const status: ConnectionStatus = !online ? 'offline' : error ? 'reconnecting' : host ? 'online' : 'connecting';
  return { host, offset, status, fatal };
}
