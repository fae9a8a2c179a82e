import { useEffect, useState } from 'react';
import { msLeft, type TimedState } from './clock';

/** Milliseconds left on the server's clock, re-rendered a few times a second while it runs. */
export function useCountdown(state: TimedState | null, offset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = !!state && !state.paused && state.deadline != null;
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 200);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [running, state?.deadline]);
  return state ? msLeft(state, offset, now) : null;
}
