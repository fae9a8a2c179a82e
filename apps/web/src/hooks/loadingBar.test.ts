import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBarController, type LoadingBarState } from './loadingBar';

let states: LoadingBarState[];
let bar: LoadingBarController;
const last = () => states[states.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
  bar = new LoadingBarController((s) => states.push(s));
});
afterEach(() => vi.useRealTimers());

describe('loading bar', () => {
  it('does not show for a route change shorter than the 200 ms throttle', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms, fills over 5 s, completes and hides 500 ms after finishing', () => {
    bar.start();
    vi.advanceTimersByTime(200);
    expect(last()).toMatchObject({ visible: true, progress: 0 });
    vi.advanceTimersByTime(16);
    expect(last()).toMatchObject({ visible: true, transitionMs: 5000 });
    bar.finish();
    expect(last()).toMatchObject({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()?.visible).toBe(false);
  });
});
