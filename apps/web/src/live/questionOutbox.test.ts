import { describe, expect, it, vi } from 'vitest';
import { QuestionOutbox, type AskOutcome, type UnsentQuestion } from './questionOutbox';
import { SocketClosedError } from './socketTypes';

const question = (text: string): UnsentQuestion => ({ eventId: 'e1', slideId: 'q1', text, showName: false });
const receipt = (questionId: string) => ({ data: { askQuestion: { questionId, slideId: 'q1' } } });

function setup(send: unknown) {
  const counts: number[] = [];
  const outbox = new QuestionOutbox(send as ConstructorParameters<typeof QuestionOutbox>[0], (n) => counts.push(n));
  return { outbox, counts };
}

describe('question outbox', () => {
  it('keeps questions through a dropped socket and sends them, in order, when it is back', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new SocketClosedError())
      .mockResolvedValueOnce(receipt('1'))
      .mockResolvedValueOnce(receipt('2'));
    const { outbox, counts } = setup(send);
    const outcomes: AskOutcome[] = [];
    void outbox.ask(question('First?')).then((o) => outcomes.push(o));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    void outbox.ask(question('Second?')).then((o) => outcomes.push(o));
    expect(counts.at(-1)).toBe(2);
    expect(outcomes).toEqual([]);

    await outbox.flush();
    await vi.waitFor(() => expect(outcomes).toEqual([{ questionId: '1' }, { questionId: '2' }]));
    expect(send.mock.calls.map(([q]) => (q as UnsentQuestion).text)).toEqual(['First?', 'First?', 'Second?']);
    expect(counts.at(-1)).toBe(0);
  });

  it('settles a refused question with the server’s reason, and one that cannot be sent with none', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({ errors: [{ message: 'Closed', extensions: { code: 'BAD_USER_INPUT', reason: 'QNA_CLOSED' } }] })
      .mockRejectedValueOnce(new TypeError('bad request'));
    const { outbox, counts } = setup(send);
    expect(await outbox.ask(question('Late?'))).toMatchObject({ refusal: { info: { reason: 'QNA_CLOSED', serverMessage: 'Closed' } } });
    expect(await outbox.ask(question('Broken?'))).toEqual({ refusal: { info: null } });
    expect(counts.at(-1)).toBe(0);
  });
});
