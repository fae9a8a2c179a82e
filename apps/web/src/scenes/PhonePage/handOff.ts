/**
 * The main app hands a participant path to the server once (PhonePage), remembering the
 * address for this tab; the phone app forgets it when it starts, so coming back to the same
 * address later (Back, then the same link) hands it off again instead of looking stuck.
 */
export const HAND_OFF_KEY = 'mingle.phonePageReload';

/** Called by the phone app at start: the hand-off arrived. */
export function handOffArrived(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(HAND_OFF_KEY);
  } catch {
    // Storage can be unavailable (private mode): nothing was remembered then.
  }
}
