import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quizSlideSchema, type QuizSlide } from '@mingle/shared';
import { quizWeb } from '../quiz';
import { lastCall, renderUi } from '../testing';
import { WholeNumberInput } from './WholeNumberInput';

afterEach(cleanup);

const quiz = quizSlideSchema.parse({
  type: 'quiz',
  id: 'q1',
  question: 'Largest planet?',
  options: [{ text: 'Jupiter', correct: true }, { text: 'Mars' }],
  timeLimit: 30,
});
const noUpload = () => Promise.reject(new Error('no'));

describe('a whole-number setting of a slide', () => {
  it('shows the slide’s time limit again when the field is left empty, which the slide never was', () => {
    const onChange = vi.fn();
    renderUi(<quizWeb.Editor slide={quiz} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    const field = screen.getByRole('textbox', { name: /Time limit/ });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    // The old field stayed blank over a slide (and a preview) that kept 30 s.
    expect((field as HTMLInputElement).value).toBe('30 s');
  });

  it('passes each whole number typed, and shows a value changed from outside (undo)', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<WholeNumberInput label="Rounds" value={3} min={1} max={10} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Rounds' });
    fireEvent.change(field, { target: { value: '7' } });
    expect(lastCall<number>(onChange)).toBe(7);
    rerender(<WholeNumberInput label="Rounds" value={4} min={1} max={10} onChange={onChange} />);
    expect((field as HTMLInputElement).value).toBe('4');
  });

  it('edits the quiz’s time limit through it', () => {
    const onChange = vi.fn();
    renderUi(<quizWeb.Editor slide={quiz} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Time limit/ }), { target: { value: '45 s' } });
    expect(lastCall<QuizSlide>(onChange).timeLimit).toBe(45);
  });
});
