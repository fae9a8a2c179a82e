/**
 * The server owns every clock (PRODUCT.md, "fair timing"): a countdown is drawn from the
 * server's `deadline`, moved onto this device's clock by the offset measured from the
 * `serverTime` stamped on each state. A phone whose clock is minutes off still shows the
 * same seconds as the big screen.
 */

/** How far the server's clock is ahead of this device's: serverTime − Date.now() at receipt. */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

/**
 * Keeps the last few offset samples and answers the largest. A sample is the true offset
 * minus that message's network delay, so the largest is the one least delayed: a state that
 * sat in a slow Wi-Fi queue does not push the countdown late. A short window still follows
 * the device's clock when it is corrected.
 */
export class ClockOffset {
  private samples: number[] = [];

  constructor(private readonly window = 5) {}

  add(serverTime: number, receivedAt: number): number {
    this.samples.push(clockOffset(serverTime, receivedAt));
    if (this.samples.length > this.window) this.samples.shift();
    return this.value;
  }

  get value(): number {
    return this.samples.length ? Math.max(...this.samples) : 0;
  }
}

export interface TimedState {
  deadline: number | null;
  paused: boolean;
  remainingMs: number | null;
}

/** Milliseconds left to answer, on the server's clock; null when nothing is timed. */
export function msLeft(state: TimedState, offset: number, now: number): number | null {
  if (state.paused) return state.remainingMs ?? null;
  if (state.deadline == null) return null;
  return Math.max(0, state.deadline - (now + offset));
}

/** Whole seconds as a countdown shows them: 0.2 s left is still "1". */
export function secondsShown(ms: number | null): number | null {
  return ms == null ? null : Math.ceil(ms / 1000);
}
