/**
 * A short buzz when the result is revealed: the phone is often face-down or in a hand
 * while people look at the big screen. Not under reduced motion (the setting also asks for
 * fewer haptic surprises), and only where the browser has vibration.
 */
export const REVEAL_BUZZ_MS = 60;

export interface FeelEnv {
  vibrate?: (pattern: number) => boolean;
  reducedMotion: boolean;
}

export function browserFeel(): FeelEnv {
  const vibrate =
    typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function' ? navigator.vibrate.bind(navigator) : undefined;
  const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return { vibrate, reducedMotion };
}

/** Buzzes once for a reveal; returns whether it did. */
export function buzzForReveal(env: FeelEnv = browserFeel()): boolean {
  if (env.reducedMotion || !env.vibrate) return false;
  try {
    return env.vibrate(REVEAL_BUZZ_MS);
  } catch {
    // Some browsers throw without a user gesture first: the buzz is only a nicety.
    return false;
  }
}
