import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTextSlideSchema, type OpenTextSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { openTextWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<OpenTextSlide> = {}) => openTextSlideSchema.parse({ type: 'opentext', id: 'o1', question: 'What did you learn?', maxLength: 80, ...over });
const noUpload = () => Promise.reject(new Error('no'));

describe('open text', () => {
  it('turns upvotes on and edits host notes', () => {
    const onChange = vi.fn();
    renderUi(<openTextWeb.Editor slide={slide()} onChange={onChange} errors={{ notes: 'at most 2000 characters' }} uploadImage={noUpload} />);
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

  it('shows answers as a wall of cards', () => {
    renderUi(<openTextWeb.Results slide={slide()} results={{ kind: 'texts', total: 2, items: [{ text: 'More breaks', upvotes: 0 }, { text: 'Great quiz', upvotes: 0 }] }} simulated />);
    expect(screen.getByText('More breaks')).toBeTruthy();
    expect(screen.getByText('2 answers')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });
});
