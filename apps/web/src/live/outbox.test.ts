import { describe, expect, it, vi } from 'vitest';
import { AnswerOutbox, type OutboxState } from './outbox';
import type { PendingAnswer } from './participantStore';
import { SocketClosedError } from './socketTypes';

const answer: PendingAnswer = { slideId: 's1', round: 0, answer: { choices: [2] } };
const receipt = { data: { submitAnswer: { accepted: true, slideId: 's1', round: 0 } } };

function setup(send: unknown, initial: PendingAnswer | null = null) {
  const states: OutboxState[] = [];
  const persisted: (PendingAnswer | undefined)[] = [];
  const outbox = new AnswerOutbox(
    send as ConstructorParameters<typeof AnswerOutbox>[0],
    (p) => persisted.push(p),
    (s) => states.push(s),
    initial,
  );
  return { outbox, states, persisted };
}

describe('answer outbox', () => {
  it('confirms an answer only with the server receipt', async () => {
    let resolve!: (v: unknown) => void;
    const send = vi.fn(() => new Promise((r) => (resolve = r)));
    const { outbox, persisted } = setup(send);
    outbox.submit(answer);
    expect(outbox.state.pending).toEqual(answer);
    expect(outbox.state.confirmed).toBeNull();
    expect(persisted).toEqual([answer]);
    resolve(receipt);
    await vi.waitFor(() => expect(outbox.state.confirmed).toEqual(answer));
    expect(outbox.state.pending).toBeNull();
    expect(persisted).toEqual([answer, undefined]);
  });

  it('keeps the answer through a dropped socket and resends the same answer on reconnect', async () => {
    const send = vi.fn().mockRejectedValueOnce(new SocketClosedError()).mockResolvedValueOnce(receipt);
    const { outbox } = setup(send);
    outbox.submit(answer);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(outbox.state.pending).toEqual(answer);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual(answer);
    expect(outbox.state.confirmed).toEqual(answer);
  });

  it('resends an answer left pending by a reload', async () => {
    const send = vi.fn().mockResolvedValue(receipt);
    const { outbox } = setup(send, answer);
    await outbox.flush();
    expect(send).toHaveBeenCalledWith(answer);
    expect(outbox.state.confirmed).toEqual(answer);
  });

  it('reports a refused answer, and ignores a second tap while the first is on its way', async () => {
    const send = vi.fn().mockResolvedValue({ errors: [{ message: 'Time is up', extensions: { code: 'BAD_USER_INPUT' } }] });
    const { outbox } = setup(send);
    outbox.submit(answer);
    outbox.submit({ ...answer, answer: { choices: [0] } });
    await vi.waitFor(() => expect(outbox.state.refused?.info?.serverMessage).toBe('Time is up'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.state.pending).toBeNull();
  });

  it('drops an answer still owed for a slide the game has left', async () => {
    const send = vi.fn().mockRejectedValue(new SocketClosedError());
    const { outbox } = setup(send);
    outbox.submit(answer);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    outbox.moveTo('s1', 0);
    expect(outbox.state.pending).toEqual(answer);
    outbox.moveTo('s2', 0);
    expect(outbox.state.pending).toBeNull();
  });
});
