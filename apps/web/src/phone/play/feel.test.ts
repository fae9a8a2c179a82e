import { describe, expect, it, vi } from 'vitest';
import { buzzForReveal, REVEAL_BUZZ_MS } from './feel';

describe('the buzz at the reveal', () => {
  it('vibrates briefly where the phone can', () => {
    const vibrate = vi.fn(() => true);
    expect(buzzForReveal({ vibrate, reducedMotion: false })).toBe(true);
    expect(vibrate).toHaveBeenCalledWith(REVEAL_BUZZ_MS);
  });
  it('stays still under reduced motion, and where there is no vibration', () => {
    const vibrate = vi.fn(() => true);
    expect(buzzForReveal({ vibrate, reducedMotion: true })).toBe(false);
    expect(vibrate).not.toHaveBeenCalled();
    expect(buzzForReveal({ reducedMotion: false })).toBe(false);
  });
});
