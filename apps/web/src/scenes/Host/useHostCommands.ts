import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useMemo, useRef, useState } from 'react';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import * as ops from './hostOperations';

/**
 * The host's buttons and keys, as commands. One command at a time: a double press of → in
 * front of the room must not skip the reveal (the server refuses a stale change anyway).
 */
export function useHostCommands(eventId: string) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const run = useCallback(
    async <V extends Record<string, unknown>>(doc: TypedDocumentNode<unknown, V>, variables: V): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        await client.mutate({ mutation: doc, variables });
        return true;
      } catch (error) {
        notify.snackbar(describeDataError(error).message, 'red');
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [client],
  );

  return useMemo(
    () => ({
      busy,
      next: () => run(ops.ADVANCE, { eventId }),
      previous: () => run(ops.PREVIOUS, { eventId }),
      gotoSlide: (index: number) => run(ops.GOTO_SLIDE, { eventId, index }),
      lockAnswers: () => run(ops.LOCK_ANSWERS, { eventId }),
      addTime: (seconds: number) => run(ops.ADD_TIME, { eventId, seconds }),
      pause: () => run(ops.PAUSE, { eventId }),
      resume: () => run(ops.RESUME, { eventId }),
      lockLobby: (locked: boolean) => run(ops.LOCK_LOBBY, { eventId, locked }),
      remove: (participantId: string) => run(ops.REMOVE_PARTICIPANT, { eventId, participantId }),
      end: () => run(ops.END_EVENT, { eventId }),
    }),
    [busy, eventId, run],
  );
}

export type HostCommands = ReturnType<typeof useHostCommands>;
