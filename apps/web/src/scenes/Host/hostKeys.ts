import { useEffect, useRef } from 'react';

export type HostKeyAction = 'next' | 'previous';

interface KeyLike {
  key: string;
  repeat?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
}

/** Elements that own the key themselves: a typed space or arrow must not move the game. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  const el = target as (HTMLElement & { isContentEditable?: boolean }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable) return true;
  // Space on a focused button clicks it; moving the game as well would skip a step.
  if (key === ' ' && (tag === 'button' || tag === 'a' || el.getAttribute('role') === 'button')) return true;
  if (el.closest?.('[role="dialog"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [role="radiogroup"]')) return true;
  return false;
}

/** → and space go forward, ← back, like a presentation clicker. Held keys do not repeat. */
export function hostKeyAction(event: KeyLike): HostKeyAction | null {
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (ownsKeys(event.target, event.key)) return null;
  if (event.key === 'ArrowRight' || event.key === 'PageDown' || (event.key === ' ' && !event.shiftKey)) return 'next';
  if (event.key === 'ArrowLeft' || event.key === 'PageUp') return 'previous';
  return null;
}

export function useHostKeys(onAction: (action: HostKeyAction) => void, enabled: boolean): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      const action = hostKeyAction(event);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
