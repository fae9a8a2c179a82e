import { describe, expect, it } from 'vitest';
import { ReceivedAnswers } from './receivedAnswers';

function pending(): { promise: Promise<void>; resolve: () => void; reject: (err: Error) => void } {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('ReceivedAnswers (ADR 62)', () => {
  it('a change waits for the answers received before it, tells their batcher to commit now, and not for those received after', async () => {
    const received = new ReceivedAnswers();
    let commits = 0;
    received.heldBy(() => commits++);
    const before = pending();
    const failing = pending();
    received.add('e1', before.promise);
    received.add('e1', failing.promise);

    let settled = false;
    const change = received.settle('e1').then(() => (settled = true));
    expect(commits).toBe(1);
    const after = pending();
    received.add('e1', after.promise);

    before.resolve();
    await turn();
    expect(settled).toBe(false);
    // A batch that failed is settled too: the change is not held up by a broken answer.
    failing.reject(new Error('the batch failed'));
    await change;
    expect(received.count('e1')).toBe(1);
    after.resolve();
    await turn();
    expect(received.count('e1')).toBe(0);
  });

  it('another event’s answers are not waited for, and an event with none asks its batcher for nothing', async () => {
    const received = new ReceivedAnswers();
    let commits = 0;
    received.heldBy(() => commits++);
    received.add('e2', pending().promise);
    await received.settle('e1');
    expect(commits).toBe(0);
  });
});
