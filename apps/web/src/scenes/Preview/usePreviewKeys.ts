import { useEffect, useRef } from 'react';

/** Elements that use these keys themselves: typing a space in an answer must not skip a step. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="slider"], [role="radiogroup"]')) return true;
  // A focused button or link already acts on Space (and Enter): acting again would move twice.
  return key === ' ' && !!target.closest('button, a, [role="button"]');
}

/**
 * → / Space / PageDown go forward and ← / PageUp back, as presentation clickers send them.
 * The handlers are read through a ref, so the listener is added once.
 */
export function usePreviewKeys(handlers: { next(): void; prev(): void }): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target, e.key)) return;
      if (e.key === 'ArrowRight' || e.key === ' ' || e.key === 'PageDown') {
        e.preventDefault();
        ref.current.next();
      } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
        e.preventDefault();
        ref.current.prev();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
