import { HASH_SCROLL } from '../config';

/**
 * Scrolls to the element a hash names, retrying while it has not rendered yet (a lazy page,
 * data still loading): the first try and up to 50 retries, 100 ms apart. Returns a cancel function.
 */
export function scrollToHash(
  hash: string,
  find: (id: string) => { scrollIntoView(options?: ScrollIntoViewOptions): void } | null = (id) => document.getElementById(id),
  schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
  cancelTimer: (id: unknown) => void = (id) => clearTimeout(id as number),
): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => undefined;
  let timer: unknown = null;
  let tries = 0;
  const attempt = () => {
    const target = find(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    tries += 1;
    if (tries <= HASH_SCROLL.retries) timer = schedule(attempt, HASH_SCROLL.intervalMs);
  };
  attempt();
  return () => {
    if (timer !== null) cancelTimer(timer);
  };
}
