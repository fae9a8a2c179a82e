import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './hashScroll';

afterEach(() => vi.useRealTimers());

describe('hash scrolling', () => {
  it('retries every 100 ms until the anchor renders', () => {
    vi.useFakeTimers();
    const target = { scrollIntoView: vi.fn() };
    let rendered = false;
    const find = vi.fn((id: string) => (rendered && id === 'members' ? target : null));
    scrollToHash('#members', find);
    vi.advanceTimersByTime(300);
    rendered = true;
    vi.advanceTimersByTime(100);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledTimes(5);
  });

  it('gives up after 50 retries', () => {
    vi.useFakeTimers();
    const find = vi.fn(() => null);
    scrollToHash('#never', find);
    vi.advanceTimersByTime(100 * 60);
    expect(find).toHaveBeenCalledTimes(51);
  });

  it('can be cancelled, for a page left before its anchor appeared', () => {
    vi.useFakeTimers();
    const find = vi.fn(() => null);
    const cancel = scrollToHash('#late', find);
    vi.advanceTimersByTime(250);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(find).toHaveBeenCalledTimes(3);
  });
});
