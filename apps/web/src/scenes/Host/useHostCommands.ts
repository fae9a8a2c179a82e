import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CommandGate } from './commandGate';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import * as ops from './hostOperations';

/**
 * The host's buttons and keys, as commands, gated one at a time per position of the event
 * (`CommandGate`): a double press of → must not skip the reveal, but a press on a step the
 * screen already shows is taken. `position` is `positionOf` the event's current state.
 */
export function useHostCommands(eventId: string, position = '') {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const gate = useRef<CommandGate | null>(null);
  const where = useRef(position);
  useEffect(() => {
    where.current = position;
  }, [position]);

  const run = useCallback(
    async <V extends Record<string, unknown>>(doc: TypedDocumentNode<unknown, V>, variables: V): Promise<boolean> => {
      gate.current ??= new CommandGate();
      const token = gate.current.tryStart(where.current);
      if (!token) return false;
      setBusy(true);
      try {
        await client.mutate({ mutation: doc, variables });
        return true;
      } catch (error) {
        notify.snackbar(describeDataError(error).message, 'red');
        return false;
      } finally {
        gate.current.finish(token);
        setBusy(gate.current.busy);
      }
    },
    [client],
  );

  return useMemo(
    () => ({
      busy,
      next: () => run(ops.AdvanceEventDocument, { eventId }),
      previous: () => run(ops.PreviousStepDocument, { eventId }),
      gotoSlide: (index: number) => run(ops.GotoSlideDocument, { eventId, index }),
      lockAnswers: () => run(ops.LockAnswersDocument, { eventId }),
      addTime: (seconds: number) => run(ops.AddTimeDocument, { eventId, seconds }),
      pause: () => run(ops.PauseEventDocument, { eventId }),
      resume: () => run(ops.ResumeEventDocument, { eventId }),
      nextRound: () => run(ops.NextRoundDocument, { eventId }),
      handSpin: (slideId: string, participantId: string | null) => run(ops.HandSpinDocument, { eventId, slideId, participantId }),
      lockLobby: (locked: boolean) => run(ops.LockLobbyDocument, { eventId, locked }),
      setLanguage: (language: string | null) => run(ops.SetEventLanguageDocument, { eventId, language }),
      remove: (participantId: string) => run(ops.RemoveParticipantDocument, { eventId, participantId }),
      setSubject: (slideId: string, participantId: string) => run(ops.SetSlideSubjectDocument, { eventId, slideId, participantId }),
      end: () => run(ops.EndEventDocument, { eventId }),
    }),
    [busy, eventId, run],
  );
}

export type HostCommands = ReturnType<typeof useHostCommands>;
