import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollSlideSchema, type PollSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { pollWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<PollSlide> = {}) =>
  pollSlideSchema.parse({
    type: 'poll',
    id: 'p1',
    question: 'Lunch?',
    options: [{ text: 'Pizza' }, { text: 'Sushi' }, { text: 'Salad' }],
    ...over,
  });
const noUpload = () => Promise.reject(new Error('no'));

describe('poll', () => {
  it('adds options up to 10 and no more', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<pollWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(lastCall<PollSlide>(onChange).options).toEqual([{ text: 'Pizza' }, { text: 'Sushi' }, { text: 'Salad' }, { text: '' }]);
    rerender(
      <pollWeb.Editor
        slide={slide({ options: Array.from({ length: 10 }, (_, i) => ({ text: `o${i}` })) })}
        onChange={onChange}
        errors={{}}
        uploadImage={noUpload}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add option' })).toHaveProperty('disabled', true);
  });

  it('edits an option and shows its error', () => {
    const onChange = vi.fn();
    renderUi(<pollWeb.Editor slide={slide()} onChange={onChange} errors={{ 'options[2].text': 'is required' }} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: 'Ramen' } });
    expect(lastCall<PollSlide>(onChange).options[1]).toEqual({ text: 'Ramen' });
    expect(screen.getByText('is required')).toBeTruthy();
    expect(screen.queryByText('Correct')).toBeNull();
  });

  it('votes with { choices: [i] }', () => {
    const onAnswer = vi.fn();
    renderUi(<pollWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /Sushi/ }));
    expect(onAnswer).toHaveBeenCalledWith({ choices: [1] });
  });

  it('shows the share of each option', () => {
    renderUi(<pollWeb.Results slide={slide()} results={{ kind: 'choices', total: 10, counts: [5, 3, 2] }} />);
    expect(screen.getByText('10 votes')).toBeTruthy();
    expect(screen.getByText('5 · 50%')).toBeTruthy();
    expect(screen.queryByText('Simulated answers')).toBeNull();
  });

  it('draws the results on the big screen with percentages', () => {
    renderUi(<pollWeb.ScreenView slide={slide()} step="results" results={{ kind: 'choices', total: 10, counts: [5, 3, 2] }} simulated />);
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });

  it('R7.4 the bars grow on the big screen while voting is still open', () => {
    const { rerender } = renderUi(
      <pollWeb.ScreenView slide={slide()} step="answering" results={{ kind: 'choices', total: 1, counts: [1, 0, 0] }} />,
    );
    expect(screen.getByLabelText('1 vote, 100%')).toBeTruthy();
    expect(screen.getByText('1 vote · vote on your phone')).toBeTruthy();
    rerender(<pollWeb.ScreenView slide={slide()} step="answering" results={{ kind: 'choices', total: 4, counts: [3, 1, 0] }} />);
    expect(screen.getByLabelText('3 votes, 75%')).toBeTruthy();
    expect(screen.getByLabelText('1 vote, 25%')).toBeTruthy();
    expect(screen.getByText('4 votes · vote on your phone')).toBeTruthy();
  });
});
