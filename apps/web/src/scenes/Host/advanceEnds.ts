import { roundsOf } from '@mingle/shared';
import { slideSteps } from '../../slides/registry';
import type { HostState } from './hostOperations';

/**
 * Whether → (advanceEvent) from where the event stands ends it: the last step of the last
 * round of the last slide, as the server's `advance` (live/state.ts) decides. The console then
 * says "Finish" and asks before ending, as "End event" does: a clicker's double press must not
 * end an event that cannot be restarted.
 */
export function advanceEnds(host: Pick<HostState, 'live' | 'slide'>): boolean {
  const { live } = host;
  if (live.status !== 'LIVE' || !live.slide || live.slideIndex < live.slideCount - 1) return false;
  // The host's copy of the slide is whole; the phones' content is the fallback (same type, same steps).
  const slide = host.slide ?? live.slide.content;
  const steps = slideSteps(slide);
  return live.step === steps[steps.length - 1] && live.round + 1 >= roundsOf(slide);
}
