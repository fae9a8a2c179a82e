import { describe, expect, it } from 'vitest';
import { MicroBatch, microBatchesSettled, perOwner } from './microBatch';

/** A batch function that records each batch and lets the test finish it. */
function recorder() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const batch = new MicroBatch<number, number>(async (inputs) => {
    batches.push(inputs);
    await new Promise<void>((ok) => finish.push(ok));
    if (inputs.includes(-1)) throw new Error('bad batch');
    return inputs.map((n) => n * 10);
  });
  return { batch, batches, finish };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('MicroBatch', () => {
  it('runs calls made together as one batch, and calls made while it runs as the next', async () => {
    const { batch, batches, finish } = recorder();
    const first = [batch.call(1), batch.call(2)];
    await settle();
    expect(batches).toEqual([[1, 2]]);
    const second = [batch.call(3), batch.call(4), batch.call(5)];
    await settle();
    expect(batches).toHaveLength(1); // waits for the batch under way
    finish[0]!();
    expect(await Promise.all(first)).toEqual([10, 20]);
    await settle();
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    finish[1]!();
    expect(await Promise.all(second)).toEqual([30, 40, 50]);
  });

  it('fails every call of a failed batch, and the next batch still runs', async () => {
    const { batch, finish } = recorder();
    const bad = [batch.call(-1), batch.call(2)];
    await settle();
    finish[0]!();
    await expect(bad[0]).rejects.toThrow('bad batch');
    await expect(bad[1]).rejects.toThrow('bad batch');
    const good = batch.call(3);
    await settle();
    finish[1]!();
    expect(await good).toBe(30);
  });

  it('microBatchesSettled waits for batches under way and those queued behind them', async () => {
    const { batch, finish } = recorder();
    void batch.call(1);
    await settle();
    void batch.call(2);
    let settled = false;
    const waiting = microBatchesSettled().then(() => (settled = true));
    finish[0]!();
    await settle();
    expect(settled).toBe(false); // the second batch has started and is not finished
    finish[1]!();
    await waiting;
    expect(settled).toBe(true);
  });

  it('perOwner makes one batcher per owner', () => {
    const of = perOwner((_owner: object) => new MicroBatch<number, number>(async (xs) => xs));
    const a = {};
    expect(of(a)).toBe(of(a));
    expect(of(a)).not.toBe(of({}));
  });
});
