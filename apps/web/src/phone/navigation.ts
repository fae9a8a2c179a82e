import { useEffect, useState } from 'react';

/**
 * The phone app's whole router (ADR 24): four paths, read by phoneRouteOf (@mingle/shared),
 * moved between with the History API. `prefill` rides in history.state, so "Enter another
 * code" can put the typed code back in the field, and a reload keeps it.
 */
export interface PhoneLocation {
  pathname: string;
  search: string;
  prefill: string | null;
}

const CHANGE = 'mingle:navigate';

function read(): PhoneLocation {
  const state: unknown = window.history.state;
  const prefill = state && typeof state === 'object' && 'prefill' in state && typeof state.prefill === 'string' ? state.prefill : null;
  return { pathname: window.location.pathname, search: window.location.search, prefill };
}

export function navigate(to: string, options: { prefill?: string; replace?: boolean } = {}): void {
  const state = options.prefill ? { prefill: options.prefill } : null;
  if (options.replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  window.dispatchEvent(new Event(CHANGE));
  window.scrollTo(0, 0);
}

export function usePhoneLocation(): PhoneLocation {
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const update = () => setLocation(read());
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return location;
}

/** A link inside the phone app: a real link (long-press, new tab) that moves without a reload. */
export function onPhoneLink(
  event: { preventDefault(): void; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; button: number },
  to: string,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(to);
}
