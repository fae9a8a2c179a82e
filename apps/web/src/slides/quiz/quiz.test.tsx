import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quizSlideSchema, type QuizSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { quizWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<QuizSlide> = {}): QuizSlide =>
  quizSlideSchema.parse({
    type: 'quiz',
    id: 'q1',
    question: 'Capital of France?',
    options: [{ text: 'Paris', correct: true }, { text: 'Lyon' }, { text: 'Nice' }],
    ...over,
  });

const noUpload = () => Promise.reject(new Error('no'));

describe('quiz editor', () => {
  it('sends the whole slide with the changed question', () => {
    const onChange = vi.fn();
    renderUi(<quizWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText(/Question/), { target: { value: 'Capital of Italy?' } });
    expect(lastCall<QuizSlide>(onChange)).toEqual({ ...slide(), question: 'Capital of Italy?' });
  });

  it('marks one option correct and unmarks the others when only one answer is allowed', () => {
    const onChange = vi.fn();
    renderUi(<quizWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByLabelText('Option 2 is correct'));
    expect(lastCall<QuizSlide>(onChange).options.map((o) => o.correct)).toEqual([false, true, false]);
  });

  it('keeps several correct options when several answers are allowed', () => {
    const onChange = vi.fn();
    renderUi(<quizWeb.Editor slide={slide({ multiSelect: true })} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByLabelText('Option 3 is correct'));
    expect(lastCall<QuizSlide>(onChange).options.map((o) => o.correct)).toEqual([true, false, true]);
  });

  it('adds and removes options within 2 to 6', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<quizWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(lastCall<QuizSlide>(onChange).options).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(lastCall<QuizSlide>(onChange).options.map((o) => o.text)).toEqual(['Paris', 'Nice']);

    const six = slide({ options: Array.from({ length: 6 }, (_, i) => ({ text: `o${i}`, correct: i === 0 })) });
    rerender(<quizWeb.Editor slide={six} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Add option' })).toHaveProperty('disabled', true);

    const two = slide({
      options: [
        { text: 'a', correct: true },
        { text: 'b', correct: false },
      ],
    });
    rerender(<quizWeb.Editor slide={two} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toHaveProperty('disabled', true);
  });

  it('changes the time limit and the points', () => {
    const onChange = vi.fn();
    renderUi(<quizWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText('Time limit'), { target: { value: '45 s' } });
    expect(lastCall<QuizSlide>(onChange).timeLimit).toBe(45);
    fireEvent.click(screen.getByLabelText(/Double/));
    expect(lastCall<QuizSlide>(onChange).points).toBe('double');
  });

  it('shows errors inline at their paths', () => {
    renderUi(
      <quizWeb.Editor
        slide={slide()}
        onChange={vi.fn()}
        errors={{ question: 'is required', 'options[1].text': 'at most 120 characters', options: 'mark at least one option correct' }}
        uploadImage={noUpload}
      />,
    );
    expect(screen.getByText('is required')).toBeTruthy();
    expect(screen.getByLabelText('Option 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('at most 120 characters')).toBeTruthy();
    expect(screen.getByText('mark at least one option correct')).toBeTruthy();
  });

  it('uploads a dropped image and stores its URL on the slide', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(() => Promise.resolve('/v1/functions/files/abc.png'));
    const { container } = renderUi(<quizWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={upload} />);
    const input = container.querySelector('input[type="file"]')!;
    const file = new File(['x'], 'cat.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
    await waitFor(() => expect(lastCall<QuizSlide>(onChange).image).toBe('/v1/functions/files/abc.png'));
  });
});

describe('quiz phone', () => {
  it('answers with the tapped option', () => {
    const onAnswer = vi.fn();
    renderUi(<quizWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /Nice/ }));
    expect(onAnswer).toHaveBeenCalledWith({ choices: [2] });
  });

  it('collects several options, then sends them', () => {
    const onAnswer = vi.fn();
    renderUi(<quizWeb.PhoneView slide={slide({ multiSelect: true })} step="answering" onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /Nice/ }));
    fireEvent.click(screen.getByRole('button', { name: /Paris/ }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ choices: [0, 2] });
  });

  it('is read-only without onAnswer, and confirms a given answer', () => {
    const { rerender } = renderUi(<quizWeb.PhoneView slide={slide()} step="answering" />);
    expect(screen.getByRole('button', { name: /Paris/ })).toHaveProperty('disabled', true);
    rerender(<quizWeb.PhoneView slide={slide()} step="answering" answer={{ choices: [1] }} />);
    expect(screen.getByText('Answer sent')).toBeTruthy();
    expect(screen.getByText('You chose: Lyon')).toBeTruthy();
  });

  it('shows the personal result after the reveal', () => {
    renderUi(
      <quizWeb.PhoneView slide={slide()} step="reveal" answer={{ choices: [1] }} personalResult={{ correct: false, points: 0, rank: 3 }} />,
    );
    expect(screen.getByText('Not this time')).toBeTruthy();
    expect(screen.getByText('The answer: Paris')).toBeTruthy();
    expect(screen.getByText('You are in 3rd place')).toBeTruthy();
  });
});

describe('quiz screen and results', () => {
  it('marks the correct option at the reveal and labels simulated answers', () => {
    renderUi(
      <quizWeb.ScreenView
        slide={slide()}
        step="reveal"
        results={{ kind: 'choices', total: 10, counts: [6, 3, 1], correct: [0] }}
        simulated
      />,
    );
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
    expect(screen.getByLabelText('Option 1: 6 answers, correct')).toBeTruthy();
  });

  it('counts down while answering', () => {
    renderUi(<quizWeb.ScreenView slide={slide()} step="answering" secondsLeft={7.2} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('8 seconds left');
  });

  it('draws a bar per option with counts, and says when they are simulated', () => {
    const results = { kind: 'choices' as const, total: 12, counts: [6, 4, 2], correct: [0] };
    const { rerender } = renderUi(<quizWeb.Results slide={slide()} results={results} />);
    expect(screen.getByText('12 answers')).toBeTruthy();
    expect(screen.getByText('6 · 50%')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.queryByText('Simulated answers')).toBeNull();
    rerender(<quizWeb.Results slide={slide()} results={results} simulated />);
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });
});
