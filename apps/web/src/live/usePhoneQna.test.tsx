import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AskRefusal } from '../slides/types';
import { ASK_QUESTION_MUTATION, MY_QNA_QUERY, UPVOTE_QUESTION_MUTATION, type LiveState } from './operations';
import { SocketClosedError, type ConnectionStatus } from './socketTypes';
import type { LiveEvent } from './useLiveEvent';
import type { UnsentQuestion } from './questionOutbox';
import { usePhoneQna, type QuestionSeat } from './usePhoneQna';

const state = {
  eventId: 'e1',
  status: 'LIVE',
  qna: { slideId: 'q1', title: 'Ask', open: true, upvotes: true, questionCount: 0, revision: 0, featured: null, questions: [] },
} as unknown as LiveState;

/** A socket stand-in: refuses every request while "offline", as LiveSocket does; the server keeps what it is asked. */
function fakeRequest() {
  const line = { up: false, asked: [] as { text: string }[], refuse: null as string | null };
  const mine = () => line.asked.map((v, i) => ({ id: String(7 + i), text: v.text, votes: 0, answered: false, author: null, askedAt: 1 }));
  const request = vi.fn((document: unknown, variables: Record<string, unknown>) => {
    if (!line.up) return Promise.reject(new SocketClosedError());
    if (document === MY_QNA_QUERY) return Promise.resolve({ data: { myQna: { mine: mine(), upvoted: [], questions: null } } });
    if (document === ASK_QUESTION_MUTATION) {
      if (line.refuse) return Promise.resolve({ errors: [{ message: 'No', extensions: { code: 'BAD_USER_INPUT', reason: line.refuse } }] });
      line.asked.push(variables as { text: string });
      return Promise.resolve({ data: { askQuestion: { questionId: String(6 + line.asked.length), slideId: 'q1' } } });
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
      void result.current.qna!.ask('Why Fridays?', false).then((r) => (outcome = r));
    });
    // Neither sent nor given up: it waits, and the form can say so.
    expect(outcome).toBeUndefined();
    expect(result.current.qna!.waiting).toBe(true);
    expect(result.current.waiting).toBe(true);

    line.up = true;
    rerender({ status: 'online' });
    await vi.waitFor(() => expect(outcome).toBeNull());
    expect(line.asked).toEqual([{ eventId: 'e1', slideId: 'q1', text: 'Why Fridays?', showName: false }]);
    expect(result.current.qna!.waiting).toBe(false);
    expect(result.current.qna!.questions.map((q) => q.text)).toEqual(['Why Fridays?']);
    expect(result.current.qna!.mine.has('7')).toBe(true);
  });

  it('R15.2 questions a previous page left waiting say so, go out in order once online, and join the phone’s list', async () => {
    const { line, request } = fakeRequest();
    const seat = savedSeat([question('Why Fridays?'), question('And Mondays?')]);
    // After a reload offline the phone has no state yet: the questions wait all the same.
    const { result, rerender } = renderHook(
      ({ live, status }: { live: LiveState | null; status: ConnectionStatus }) => usePhoneQna(live, status, request, false, 'Ada', seat),
      { initialProps: { live: null as LiveState | null, status: 'offline' as ConnectionStatus } },
    );
    expect(result.current.waiting).toBe(true);
    expect(result.current.qna).toBeUndefined();

    line.up = true;
    rerender({ live: state, status: 'online' });
    // Sent in the order asked; listed in the audience's order (newest first among equals).
    await vi.waitFor(() => expect(result.current.qna!.questions.map((q) => q.text)).toEqual(['And Mondays?', 'Why Fridays?']));
    expect(line.asked.map((q) => q.text)).toEqual(['Why Fridays?', 'And Mondays?']);
    expect(result.current.qna!.mine).toEqual(new Set(['7', '8']));
    expect(result.current.waiting).toBe(false);
    expect(result.current.refused).toEqual([]);
    expect(seat.saved.at(-1)).toEqual([]);
  });

  it('R15.2 a restored question the server refuses is said, with its text, until dismissed', async () => {
    const { line, request } = fakeRequest();
    line.up = true;
    line.refuse = 'QNA_CLOSED';
    const seat = savedSeat([question('Too late?')]);
    const { result } = renderHook(() => usePhoneQna(state, 'online', request, true, 'Ada', seat));
    await vi.waitFor(() => expect(result.current.refused).toHaveLength(1));
    expect(result.current.refused[0]).toMatchObject({ text: 'Too late?', refusal: { info: { reason: 'QNA_CLOSED' } } });
    expect(seat.saved.at(-1)).toEqual([]);
    expect(result.current.waiting).toBe(false);

    act(() => result.current.dismissRefused());
    expect(result.current.refused).toEqual([]);
  });
});

const question = (text: string): UnsentQuestion => ({ eventId: 'e1', slideId: 'q1', text, showName: false });

describe('usePhoneQna, votes on a slow line', () => {
  it('a vote made while the phone’s own list is on its way is not undone by that older answer', async () => {
    // Bad Wi-Fi: the phone asks for its own questions and votes, then upvotes before the
    // answer arrives. That answer was made before the vote; it must not take it back.
    const lists: ((value: unknown) => void)[] = [];
    const votes: Record<string, unknown>[] = [];
    const request = vi.fn((document: unknown, variables: Record<string, unknown>) => {
      if (document === MY_QNA_QUERY) return new Promise((resolve) => lists.push(resolve));
      if (document === UPVOTE_QUESTION_MUTATION) {
        votes.push(variables);
        return Promise.resolve({ data: { upvoteQuestion: true } });
      }
      return Promise.reject(new Error('unexpected request'));
    }) as unknown as LiveEvent['request'];
    const asked = {
      ...state,
      qna: { ...state.qna!, questions: [{ id: 'q-ada', text: 'Plans?', votes: 0, answered: false, author: null, askedAt: 1 }] },
    } as LiveState;
    const { result } = renderHook(() => usePhoneQna(asked, 'online', request, true, 'Grace'));
    await vi.waitFor(() => expect(lists).toHaveLength(1));

    act(() => result.current.qna!.vote('q-ada', true));
    await vi.waitFor(() => expect(votes).toEqual([{ eventId: 'e1', questionId: 'q-ada', on: true }]));
    expect(result.current.qna!.upvoted.has('q-ada')).toBe(true);

    // The list asked for before the vote arrives now, without it.
    await act(async () => lists[0]!({ data: { myQna: { mine: [], upvoted: [], questions: null } } }));
    expect(result.current.qna!.upvoted.has('q-ada')).toBe(true);

    // Taking the vote back still shows at once.
    act(() => result.current.qna!.vote('q-ada', false));
    expect(result.current.qna!.upvoted.has('q-ada')).toBe(false);
  });
});

/** The seat's side of the outbox: what a previous page left, and every list saved since. */
function savedSeat(restored: UnsentQuestion[]): QuestionSeat & { saved: UnsentQuestion[][] } {
  const saved: UnsentQuestion[][] = [];
  return { restored, persist: (questions) => saved.push(questions), saved };
}
