/**
 * A short buzz when the result is revealed: the phone is often face-down or in a hand
 * while people look at the big screen. Not under reduced motion (the setting also asks for
 * fewer haptic surprises), not when the host muted the event's sound (issue 16: the feel
 * effects are off when muted), and only where the browser has vibration.
 */
export const REVEAL_BUZZ_MS = 60;

export interface FeelEnv {
  vibrate?: (pattern: number) => boolean;
  reducedMotion: boolean;
}

/** What the buzz needs to know of the game: whether the host muted the event. */
export interface RevealFeel {
  muted: boolean;
}

export function browserFeel(): FeelEnv {
  const vibrate =
    typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function' ? navigator.vibrate.bind(navigator) : undefined;
  const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return { vibrate, reducedMotion };
}

/** Buzzes once for a reveal; returns whether it did. */
export function buzzForReveal({ muted }: RevealFeel, env: FeelEnv = browserFeel()): boolean {
  if (muted || env.reducedMotion || !env.vibrate) return false;
  try {
    return env.vibrate(REVEAL_BUZZ_MS);
  } catch {
    // Some browsers throw without a user gesture first: the buzz is only a nicety.
    return false;
  }
}

/**
 * The reveal to buzz for, if any: a reveal the phone sees happen, not the one it opens in
 * (a reload mid-reveal stays still, as the big screen does not replay its reveal sound).
 * `seen` is the reveal key of the previous state, `undefined` before the first state.
 */
export function revealToBuzz(seen: string | null | undefined, revealKey: string | null): string | null {
  if (seen === undefined || revealKey === null || revealKey === seen) return null;
  return revealKey;
}
