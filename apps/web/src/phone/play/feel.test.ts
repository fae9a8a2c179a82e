import { describe, expect, it, vi } from 'vitest';
import { buzzForReveal, REVEAL_BUZZ_MS, revealToBuzz } from './feel';

describe('the buzz at the reveal', () => {
  it('vibrates briefly where the phone can', () => {
    const vibrate = vi.fn(() => true);
    expect(buzzForReveal({ muted: false }, { vibrate, reducedMotion: false })).toBe(true);
    expect(vibrate).toHaveBeenCalledWith(REVEAL_BUZZ_MS);
  });
  it('stays still under reduced motion, and where there is no vibration', () => {
    const vibrate = vi.fn(() => true);
    expect(buzzForReveal({ muted: false }, { vibrate, reducedMotion: true })).toBe(false);
    expect(vibrate).not.toHaveBeenCalled();
    expect(buzzForReveal({ muted: false }, { reducedMotion: false })).toBe(false);
  });
  it('stays still when the host muted the event', () => {
    const vibrate = vi.fn(() => true);
    expect(buzzForReveal({ muted: true }, { vibrate, reducedMotion: false })).toBe(false);
    expect(vibrate).not.toHaveBeenCalled();
  });
  it('buzzes for a reveal it sees happen, once, and not for the one the phone opens in', () => {
    expect(revealToBuzz(undefined, 's1:0')).toBeNull();
    expect(revealToBuzz(null, 's1:0')).toBe('s1:0');
    expect(revealToBuzz('s1:0', 's1:0')).toBeNull();
    expect(revealToBuzz('s1:0', null)).toBeNull();
    expect(revealToBuzz(null, 's2:0')).toBe('s2:0');
  });
});
