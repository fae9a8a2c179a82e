import { changeConnections } from '../../live/store';
import type { Services } from '../../services';

/**
 * Counts a participant's open subscription as "connected" (R5.3, R7.3) until the returned
 * function is called. Other processes hear of it through the event's activity message.
 */
export async function enterPresence(services: Services, eventId: string, participantId: string): Promise<() => void> {
  const { database, live, log } = services;
  await changeConnections(database.db, participantId, 1);
  await live.participants.activity(eventId, true);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    void changeConnections(database.db, participantId, -1)
      .then(() => live.participants.activity(eventId, true))
      // Whoever is left may now all have answered (R5.3).
      .then(() => live.participants.closeIfAllAnswered(eventId))
      .catch((err: unknown) => log.error({ err, eventId }, 'recording a disconnect failed'));
  };
}
