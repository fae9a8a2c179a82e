import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedPipe, LinkDirection } from './link';

describe('LinkDirection', () => {
  it('adds the transmission time at the rate, then the delay', () => {
    const link = new LinkDirection(100, 1000); // 1000 B/s: 1 byte per ms
    expect(link.arrivalMs(0, 50)).toBe(150);
  });

  it('queues a chunk behind one still being sent, and not behind one long gone', () => {
    const link = new LinkDirection(100, 1000);
    expect(link.arrivalMs(0, 50)).toBe(150);
    expect(link.arrivalMs(10, 50)).toBe(200); // leaves at 50, when the first has gone
    expect(link.arrivalMs(500, 10)).toBe(610);
  });
});

describe('DelayedPipe', () => {
  afterEach(() => vi.useRealTimers());

  it('delivers each chunk when the link says, in the order handed over', async () => {
    vi.useFakeTimers({ now: 0 });
    const got: string[] = [];
    const pipe = new DelayedPipe(new LinkDirection(100, 1000), (c) => got.push(c.toString()), Date.now);
    pipe.push(Buffer.from('a'.repeat(50)));
    pipe.push(Buffer.from('b'));
    await vi.advanceTimersByTimeAsync(149);
    expect(got).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toEqual(['a'.repeat(50)]);
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toEqual(['a'.repeat(50), 'b']);
  });

  it('delivers nothing once closed', async () => {
    vi.useFakeTimers({ now: 0 });
    const got: Buffer[] = [];
    const pipe = new DelayedPipe(new LinkDirection(10, 1000), (c) => got.push(c), Date.now);
    pipe.push(Buffer.from('x'));
    pipe.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(got).toEqual([]);
  });
});
