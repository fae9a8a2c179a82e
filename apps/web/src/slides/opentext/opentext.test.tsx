import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTextSlideSchema, type OpenTextSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { openTextWeb } from './index';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const slide = (over: Partial<OpenTextSlide> = {}) =>
  openTextSlideSchema.parse({ type: 'opentext', id: 'o1', question: 'What did you learn?', maxLength: 80, ...over });
const noUpload = () => Promise.reject(new Error('no'));

describe('open text', () => {
  it('turns upvotes on and edits host notes', () => {
    const onChange = vi.fn();
    renderUi(
      <openTextWeb.Editor slide={slide()} onChange={onChange} errors={{ notes: 'at most 2000 characters' }} uploadImage={noUpload} />,
    );
    fireEvent.click(screen.getByLabelText('Participants can upvote answers'));
    expect(lastCall<OpenTextSlide>(onChange).upvotes).toBe(true);
    fireEvent.change(screen.getByLabelText(/Host notes/), { target: { value: 'Read two aloud' } });
    expect(lastCall<OpenTextSlide>(onChange).notes).toBe('Read two aloud');
    expect(screen.getByText('at most 2000 characters')).toBeTruthy();
  });

  it('sends { text } with a character counter', () => {
    const onAnswer = vi.fn();
    renderUi(<openTextWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Names  ' } });
    expect(screen.getByText('7/80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ text: 'Names' });
  });

  it('puts half-typed words back after a reload, and keeps them no longer once the answer is taken', () => {
    const page = renderUi(<openTextWeb.PhoneView slide={slide()} step="answering" onAnswer={vi.fn()} draftKey="answer.e1.s1.0" />);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Half a thou' } });
    page.unmount();
    const reloaded = renderUi(<openTextWeb.PhoneView slide={slide()} step="answering" onAnswer={vi.fn()} draftKey="answer.e1.s1.0" />);
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe('Half a thou');
    reloaded.rerender(
      <openTextWeb.PhoneView slide={slide()} step="answering" answer={{ text: 'Half a thought' }} draftKey="answer.e1.s1.0" />,
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('shows answers as a wall of cards', () => {
    renderUi(
      <openTextWeb.Results
        slide={slide()}
        results={{
          kind: 'texts',
          total: 2,
          items: [
            { text: 'More breaks', upvotes: 0 },
            { text: 'Great quiz', upvotes: 0 },
          ],
        }}
        simulated
      />,
    );
    expect(screen.getByText('More breaks')).toBeTruthy();
    expect(screen.getByText('2 answers')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });
});

describe('open text, live (R7.4, R8)', () => {
  const items = [
    { id: '7', text: 'Boat trip', upvotes: 2 },
    { id: '9', text: 'Escape room', upvotes: 0 },
    { id: '8', text: 'Cooking class', upvotes: 0 },
  ];
  const results = { kind: 'texts' as const, total: 3, items };

  it('R7.4 the wall grows on the big screen while answering is open, in the server’s order, with upvotes', () => {
    renderUi(<openTextWeb.ScreenView slide={slide({ upvotes: true })} step="answering" results={results} />);
    const wall = screen.getByRole('list', { name: 'Answers' });
    expect([...wall.querySelectorAll('li')].map((li) => li.firstChild?.textContent)).toEqual(['Boat trip', 'Escape room', 'Cooking class']);
    expect(screen.getByLabelText('2 upvotes')).toBeTruthy();
    expect(screen.getByText('3 answers · write yours on your phone, then upvote the best')).toBeTruthy();
  });

  it('R8.3 only after sending (and with upvotes on), the phone shows the others’ answers with a vote button each; its own is marked, not votable', () => {
    const none = { ownAnswerId: null, upvoted: new Set<string>(), onUpvote: vi.fn() };
    renderUi(
      <openTextWeb.PhoneView slide={slide({ upvotes: true })} step="answering" onAnswer={vi.fn()} results={results} upvotes={none} />,
    );
    expect(screen.queryByText('Boat trip')).toBeNull();
    cleanup();
    renderUi(<openTextWeb.PhoneView slide={slide({ upvotes: false })} step="answering" answer={{ text: 'Hi' }} results={results} />);
    expect(screen.queryByText('Boat trip')).toBeNull();
    expect(screen.getByText('Answer sent')).toBeTruthy();
    cleanup();

    const onUpvote = vi.fn();
    const upvoted = new Set(['7']);
    // As the phone's hook does: the vote shows pressed at once.
    onUpvote.mockImplementation((id: string) => upvoted.add(id));
    renderUi(
      <openTextWeb.PhoneView
        slide={slide({ upvotes: true })}
        step="answering"
        answer={{ text: 'Escape room' }}
        results={results}
        upvotes={{ ownAnswerId: '9', upvoted, onUpvote }}
      />,
    );
    expect(screen.getByText('Your answer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Escape room/ })).toBeNull();
    const voted = screen.getByRole('button', { name: 'Upvote “Boat trip”, 2 upvotes' });
    expect(voted.getAttribute('aria-pressed')).toBe('true');
    const open = screen.getByRole('button', { name: 'Upvote “Cooking class”, 0 upvotes' });
    expect(open.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(open);
    expect(onUpvote).toHaveBeenCalledWith('8');
    // The count moves at once, before the server's next count reaches the phone.
    expect(screen.getByRole('button', { name: 'Upvote “Cooking class”, 1 upvote' })).toBeTruthy();
    // R8.4: one vote each; pressing a pressed button again sends nothing.
    fireEvent.click(voted);
    expect(onUpvote).toHaveBeenCalledTimes(1);
  });
});
