import { describe, expect, it } from 'vitest';
import { ClockOffset, clockOffset, msLeft, secondsShown } from './clock';

describe('clock offset countdown', () => {
  it('measures the offset as serverTime minus the local time at receipt', () => {
    expect(clockOffset(10_000, 7_000)).toBe(3_000);
    expect(clockOffset(7_000, 10_000)).toBe(-3_000);
  });

  it('counts down to the deadline on the server clock, whatever the phone clock says', () => {
    // The phone is 60 s behind the server; the deadline is 20 s after the state was sent.
    const serverTime = 1_000_000;
    const phoneNow = serverTime - 60_000;
    const offset = clockOffset(serverTime, phoneNow);
    const state = { deadline: serverTime + 20_000, paused: false, remainingMs: null };
    expect(msLeft(state, offset, phoneNow)).toBe(20_000);
    expect(msLeft(state, offset, phoneNow + 5_500)).toBe(14_500);
    expect(secondsShown(msLeft(state, offset, phoneNow + 5_500))).toBe(15);
    expect(msLeft(state, offset, phoneNow + 25_000)).toBe(0);
  });

  it('shows the frozen remaining time while paused, and nothing when untimed', () => {
    expect(msLeft({ deadline: 5, paused: true, remainingMs: 7_200 }, 0, 1e12)).toBe(7_200);
    expect(msLeft({ deadline: null, paused: false, remainingMs: null }, 0, 0)).toBeNull();
    expect(secondsShown(null)).toBeNull();
    expect(secondsShown(200)).toBe(1);
  });

  it('keeps the least-delayed of the recent samples', () => {
    const clock = new ClockOffset(3);
    expect(clock.value).toBe(0);
    clock.add(10_000, 9_000); // 1000, fast
    clock.add(10_000, 9_800); // 200: sat 800 ms in a queue
    expect(clock.value).toBe(1_000);
    clock.add(20_000, 19_500);
    clock.add(30_000, 29_500);
    // The fast sample left the window: the offset follows the newer ones.
    expect(clock.value).toBe(500);
  });
});
