import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AskRefusal } from '../slides/types';
import { ASK_QUESTION_MUTATION, MY_QNA_QUERY, type LiveState } from './operations';
import { SocketClosedError, type ConnectionStatus } from './socketTypes';
import type { LiveEvent } from './useLiveEvent';
import { usePhoneQna } from './usePhoneQna';

const state = {
  eventId: 'e1',
  status: 'LIVE',
  qna: { slideId: 'q1', title: 'Ask', open: true, upvotes: true, questionCount: 0, revision: 0, featured: null, questions: [] },
} as unknown as LiveState;

/** A socket stand-in: refuses every request while "offline", as LiveSocket does; the server keeps what it is asked. */
function fakeRequest() {
  const line = { up: false, asked: [] as { text: string }[] };
  const mine = () => line.asked.map((v, i) => ({ id: String(7 + i), text: v.text, votes: 0, answered: false, author: null, askedAt: 1 }));
  const request = vi.fn((document: unknown, variables: Record<string, unknown>) => {
    if (!line.up) return Promise.reject(new SocketClosedError());
    if (document === MY_QNA_QUERY) return Promise.resolve({ data: { myQna: { mine: mine(), upvoted: [], questions: null } } });
    if (document === ASK_QUESTION_MUTATION) {
      line.asked.push(variables as { text: string });
      return Promise.resolve({ data: { askQuestion: { questionId: '7', slideId: 'q1' } } });
    }
    return Promise.reject(new Error('unexpected request'));
  });
  return { line, request: request as unknown as LiveEvent['request'] };
}

describe('usePhoneQna', () => {
  it('R15.2 a question asked offline waits, and goes out once the socket is back', async () => {
    const { line, request } = fakeRequest();
    const { result, rerender } = renderHook(
      ({ status }: { status: ConnectionStatus }) => usePhoneQna(state, status, request, true, 'Ada'),
      {
        initialProps: { status: 'offline' },
      },
    );
    let outcome: AskRefusal | null | undefined;
    await act(async () => {
      void result.current!.ask('Why Fridays?', false).then((r) => (outcome = r));
    });
    // Neither sent nor given up: it waits, and the form can say so.
    expect(outcome).toBeUndefined();
    expect(result.current!.waiting).toBe(true);

    line.up = true;
    rerender({ status: 'online' });
    await vi.waitFor(() => expect(outcome).toBeNull());
    expect(line.asked).toEqual([{ eventId: 'e1', slideId: 'q1', text: 'Why Fridays?', showName: false }]);
    expect(result.current!.waiting).toBe(false);
    expect(result.current!.questions.map((q) => q.text)).toEqual(['Why Fridays?']);
    expect(result.current!.mine.has('7')).toBe(true);
  });
});
