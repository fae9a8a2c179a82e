import { useCallback } from 'react';
import { readGraphQLError } from '../errors/readGraphQLError';
import type { AskRefusal } from '../slides/types';
import { SPIN_WHEEL_MUTATION, type LiveState } from './operations';
import type { LiveEvent } from './useLiveEvent';

/**
 * The spin of a spinner the host handed to this phone (SPEC R21.6): sends spinWheel for the
 * slide and round on screen. The new state (the result step) brings the stop; the receipt
 * only says it was taken. Resolves with null when spun, else why not.
 */
export function usePhoneSpin(state: LiveState | null, request: LiveEvent['request']): () => Promise<AskRefusal | null> {
  const eventId = state?.eventId;
  const slideId = state?.slide?.id;
  const round = state?.round ?? 0;
  return useCallback(async () => {
    if (!eventId || !slideId) return { info: null };
    try {
      const r = await request(SPIN_WHEEL_MUTATION, { eventId, slideId, round });
      if (r.data?.spinWheel) return null;
      return { info: r.errors?.[0] ? readGraphQLError(r.errors[0]) : null };
    } catch {
      return { info: null };
    }
  }, [eventId, slideId, round, request]);
}
