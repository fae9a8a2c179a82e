import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trueFalseSlideSchema, type TrueFalseSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { trueFalseWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<TrueFalseSlide> = {}) =>
  trueFalseSlideSchema.parse({ type: 'truefalse', id: 't1', question: 'The sun is a star.', answer: true, ...over });
const noUpload = () => Promise.reject(new Error('no'));

describe('true or false', () => {
  it('edits the statement and which answer is right', () => {
    const onChange = vi.fn();
    renderUi(<trueFalseWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByLabelText('False'));
    expect(lastCall<TrueFalseSlide>(onChange)).toEqual({ ...slide(), answer: false });
    fireEvent.change(screen.getByLabelText(/Statement/), { target: { value: 'Water boils at 90 °C.' } });
    expect(lastCall<TrueFalseSlide>(onChange).question).toBe('Water boils at 90 °C.');
  });

  it('shows errors of the statement and the time limit', () => {
    renderUi(
      <trueFalseWeb.Editor
        slide={slide()}
        onChange={vi.fn()}
        errors={{ question: 'is required', timeLimit: 'at most 240 seconds' }}
        uploadImage={noUpload}
      />,
    );
    expect(screen.getByText('is required')).toBeTruthy();
    expect(screen.getByText('at most 240 seconds')).toBeTruthy();
  });

  it('answers { value: true } and { value: false }', () => {
    const onAnswer = vi.fn();
    renderUi(<trueFalseWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /^True/ }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: true });
    fireEvent.click(screen.getByRole('button', { name: /^False/ }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: false });
  });

  it('shows a correct answer and its points after the reveal', () => {
    renderUi(
      <trueFalseWeb.PhoneView slide={slide()} step="reveal" answer={{ value: true }} personalResult={{ correct: true, points: 850 }} />,
    );
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('+850 points')).toBeTruthy();
  });

  it('draws True and False bars with the right one marked', () => {
    renderUi(<trueFalseWeb.Results slide={slide()} results={{ kind: 'choices', total: 4, counts: [3, 1], correct: [0] }} simulated />);
    expect(screen.getByText('3 · 75%')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });
});
