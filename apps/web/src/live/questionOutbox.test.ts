import { describe, expect, it, vi } from 'vitest';
import { QuestionOutbox, type AskOutcome, type UnsentQuestion } from './questionOutbox';
import { SocketClosedError } from './socketTypes';

const question = (text: string): UnsentQuestion => ({ eventId: 'e1', slideId: 'q1', text, showName: false });
const receipt = (questionId: string) => ({ data: { askQuestion: { questionId, slideId: 'q1' } } });

function setup(send: unknown, restored: UnsentQuestion[] = []) {
  const counts: number[] = [];
  const persisted: string[][] = [];
  const restoredOutcomes: [string, AskOutcome][] = [];
  const outbox = new QuestionOutbox(send as ConstructorParameters<typeof QuestionOutbox>[0], (n) => counts.push(n), {
    restored,
    persist: (questions) => persisted.push(questions.map((q) => q.text)),
    onRestored: (q, outcome) => restoredOutcomes.push([q.text, outcome]),
  });
  return { outbox, counts, persisted, restoredOutcomes };
}
const refusal = (reason: string) => ({ errors: [{ message: reason, extensions: { code: 'BAD_USER_INPUT', reason } }] });

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

  it('persists what waits after every change: kept while offline, removed once stored or refused', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new SocketClosedError())
      .mockResolvedValueOnce(receipt('1'))
      .mockResolvedValueOnce(refusal('QUESTIONS_WAITING'));
    const { outbox, persisted } = setup(send);
    void outbox.ask(question('First?'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    void outbox.ask(question('Second?'));
    expect(persisted).toEqual([['First?'], ['First?', 'Second?']]);

    // Asking again found the socket back: both went out.
    await vi.waitFor(() => expect(persisted.slice(2)).toEqual([['Second?'], []]));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends the questions a previous page left first, in order, and tells what became of them', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new SocketClosedError())
      .mockResolvedValueOnce(receipt('1'))
      .mockResolvedValueOnce(refusal('QNA_CLOSED'))
      .mockResolvedValueOnce(receipt('3'));
    const { outbox, counts, persisted, restoredOutcomes } = setup(send, [question('Before reload?'), question('Also before?')]);
    expect(outbox.count).toBe(2);

    await outbox.flush(); // still offline: nothing lost, nothing settled
    expect(restoredOutcomes).toEqual([]);
    expect(outbox.count).toBe(2);

    const asked = outbox.ask(question('After reload?'));
    await vi.waitFor(() => expect(counts.at(-1)).toBe(0));
    expect(send.mock.calls.map(([q]) => (q as UnsentQuestion).text)).toEqual([
      'Before reload?',
      'Before reload?',
      'Also before?',
      'After reload?',
    ]);
    expect(restoredOutcomes).toMatchObject([
      ['Before reload?', { questionId: '1' }],
      ['Also before?', { refusal: { info: { reason: 'QNA_CLOSED' } } }],
    ]);
    expect(await asked).toEqual({ questionId: '3' });
    expect(persisted.at(-1)).toEqual([]);
  });
});
