import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qnaSlideSchema, type QnaQuestionView, type QnaSlide } from '@mingle/shared';
import { mergeQuestions } from '../../live/usePhoneQna';
import { lastCall, renderUi } from '../testing';
import type { PhoneQna } from '../types';
import { qnaWeb } from './index';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const slide = (over: Partial<QnaSlide> = {}) => qnaSlideSchema.parse({ type: 'qna', id: 'a1', title: 'Ask the CEO', ...over });
const noUpload = () => Promise.reject(new Error('no'));
const q = (id: string, text: string, votes: number, over: Partial<QnaQuestionView> = {}): QnaQuestionView => ({
  id,
  text,
  votes,
  answered: false,
  author: null,
  askedAt: Number(id),
  ...over,
});

function phoneQna(over: Partial<PhoneQna> = {}): PhoneQna {
  return {
    open: true,
    upvotes: true,
    nickname: 'Ada',
    questions: [q('3', 'Why Fridays?', 4), q('2', 'Which office?', 1, { author: 'Grace' }), q('1', 'Budget?', 0, { answered: true })],
    featuredId: '2',
    mine: new Set(['1']),
    upvoted: new Set(['2']),
    ask: vi.fn(() => Promise.resolve(null)),
    vote: vi.fn(),
    ...over,
  };
}

describe('qna editor, print, results', () => {
  it('edits the title and turns upvotes off', () => {
    const onChange = vi.fn();
    renderUi(<qnaWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Questions for the panel' } });
    expect(lastCall<QnaSlide>(onChange).title).toBe('Questions for the panel');
    fireEvent.click(screen.getByLabelText(/Participants can upvote questions/));
    expect(lastCall<QnaSlide>(onChange).upvotes).toBe(false);
  });

  it('has no solution, and prints its settings in words', () => {
    expect(qnaWeb.solutionText(slide(), (id) => id)).toBeNull();
    expect(qnaWeb.summary(slide())).toBe('Ask the CEO');
    expect(qnaWeb.print(slide({ upvotes: false })).facts).toContain('Upvotes off');
  });

  it('lists the questions with votes, answered ones marked in words; previews say they are simulated', () => {
    renderUi(
      <qnaWeb.Results
        slide={slide()}
        results={{ kind: 'questions', total: 2, items: [q('2', 'Which office?', 3), q('1', 'Budget?', 0, { answered: true })] }}
        simulated
      />,
    );
    expect(screen.getByText('2 questions')).toBeTruthy();
    expect(screen.getByText('Which office?')).toBeTruthy();
    expect(screen.getByLabelText('3 upvotes')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });
});

describe('qna on a phone (R15.2, R15.4, R15.7)', () => {
  it('R15.2 asks with a counter and "show my name", anonymous by default', async () => {
    const qna = phoneQna();
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    const send = screen.getByRole('button', { name: 'Send question' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: '  Can we have pizza?  ' } });
    expect(screen.getByText('18/280')).toBeTruthy();
    expect(screen.getByText('Otherwise it is anonymous, for the host too.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Show my name \(Ada\)/));
    expect(screen.getByText('Everyone will see your name with it.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(send);
    });
    expect(qna.ask).toHaveBeenCalledWith('  Can we have pizza?  ', true);
    expect(screen.getByRole('status').textContent).toContain('Question sent');
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('');
  });

  it('puts a half-typed question back after a reload, and forgets it once sent', async () => {
    const qna = phoneQna({ draftKey: 'qna.e1.s1' });
    const page = renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Can we have piz' } });
    page.unmount();
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('Can we have piz');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    });
    expect(qna.ask).toHaveBeenCalledWith('Can we have piz', false);
    expect(sessionStorage.length).toBe(0);
  });

  it('a question handed over to wait for the connection is not kept in the box too', () => {
    const qna = phoneQna({ draftKey: 'qna.e1.s1', waiting: true, ask: () => new Promise(() => {}) });
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Asked offline?' } });
    expect(sessionStorage.length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    // Kept with the seat by the outbox; a reload must not offer it a second time.
    expect(sessionStorage.length).toBe(0);
  });

  it('R15.3 a refused question says why, in the phone’s words', async () => {
    const qna = phoneQna({
      ask: () => Promise.resolve({ info: { reason: 'QUESTIONS_WAITING', code: 'BAD_USER_INPUT', network: false, serverMessage: 'x' } }),
    });
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'One more?' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('You have 3 questions waiting. Ask again once one is answered.');
  });

  it('R15.2 a question asked offline says it waits for the connection, not that it failed', async () => {
    const qna = phoneQna({ waiting: true, ask: () => new Promise(() => {}) });
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Still there?' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    });
    expect(screen.getByRole('status').textContent).toBe('You are offline. Your question goes out as soon as you are back.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('R15.4 votes on others’ waiting questions only; a vote can be taken back; own and answered ones have no button', () => {
    const qna = phoneQna();
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={qna} />);
    const list = screen.getByRole('list', { name: '3 questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')!.textContent)).toEqual(['Why Fridays?', 'Which office?', 'Budget?']);
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Upvote “Why Fridays?”, 4 upvotes' }));
    expect(qna.vote).toHaveBeenCalledWith('3', true);
    const pressed = screen.getByRole('button', { name: 'Upvote “Which office?”, 1 upvote' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pressed);
    expect(qna.vote).toHaveBeenCalledWith('2', false);
    // Told apart in words, not colour alone.
    expect(within(items[1]!).getByText('On the big screen')).toBeTruthy();
    expect(within(items[1]!).getByText('Grace')).toBeTruthy();
    expect(within(items[2]!).getByText('Your question')).toBeTruthy();
    expect(within(items[2]!).getByText('Answered')).toBeTruthy();
    expect(within(items[0]!).getByText('Anonymous')).toBeTruthy();
  });

  it('R15.6 a closed Q&A shows its questions, with no form and no votes', () => {
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" qna={phoneQna({ open: false })} />);
    expect(screen.getByText('Questions are closed.')).toBeTruthy();
    expect(screen.queryByLabelText('Your question')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Why Fridays?')).toBeTruthy();
  });

  it('previews show sample questions, labelled simulated', () => {
    renderUi(<qnaWeb.PhoneView slide={slide()} step="open" />);
    expect(screen.getByText('Sample questions (simulated)')).toBeTruthy();
    expect(screen.getByText('What is the plan for next year?')).toBeTruthy();
  });

  it('R15.7 the phone’s own questions join the list when they are not in the top, in the audience’s order', () => {
    const top = [q('5', 'Top', 9), q('4', 'Next', 2)];
    const mine = [q('9', 'Mine, new', 0), q('4', 'Next', 1)];
    expect(mergeQuestions(top, mine).map((x) => [x.id, x.votes])).toEqual([
      ['5', 9],
      ['4', 2],
      ['9', 0],
    ]);
  });
});

describe('qna on the big screen (R15.7)', () => {
  const live = { open: true, questionCount: 7, questions: [q('3', 'Why Fridays?', 4), q('2', 'Which office?', 1)], featured: null };

  it('lists the top questions with their votes and how to ask', () => {
    renderUi(<qnaWeb.ScreenView slide={slide()} step="open" qna={{ ...live, join: { url: 'mingle.test/go', code: 'ABC234' } }} />);
    expect(screen.getByRole('heading', { name: 'Ask the CEO' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Top questions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([expect.stringContaining('Why Fridays?'), expect.stringContaining('Which office?')]);
    expect(screen.getByLabelText('4 upvotes')).toBeTruthy();
    expect(screen.getByText('7 questions · Ask at mingle.test/go with the code ABC234')).toBeTruthy();
    expect(screen.queryByText('Simulated answers')).toBeNull();
  });

  it('shows a featured question large, with who asked; says when questions are closed', () => {
    renderUi(
      <qnaWeb.ScreenView
        slide={slide()}
        step="open"
        qna={{ ...live, open: false, featured: q('2', 'Which office?', 1, { author: 'Grace' }) }}
      />,
    );
    const featured = screen.getByRole('figure', { name: 'Question on screen' });
    expect(within(featured).getByText('Which office?')).toBeTruthy();
    expect(within(featured).getByText('Grace')).toBeTruthy();
    expect(screen.getByText(/Questions are closed/)).toBeTruthy();
  });

  it('previews sample questions, labelled simulated', () => {
    renderUi(<qnaWeb.ScreenView slide={slide()} step="open" />);
    expect(screen.getByText('Simulated answers')).toBeTruthy();
    expect(screen.getByText('What is the plan for next year?')).toBeTruthy();
  });
});
