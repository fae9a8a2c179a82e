import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wordCloudSlideSchema, type WordCloudSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { wordCloudWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<WordCloudSlide> = {}) =>
  wordCloudSlideSchema.parse({ type: 'wordcloud', id: 'w1', question: 'One word for today?', maxWords: 2, maxLength: 12, ...over });
const noUpload = () => Promise.reject(new Error('no'));

describe('word cloud', () => {
  it('edits how many words each person sends, and shows its error', () => {
    const onChange = vi.fn();
    renderUi(<wordCloudWeb.Editor slide={slide()} onChange={onChange} errors={{ maxWords: 'at most 5' }} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText('Words per person'), { target: { value: '4' } });
    expect(lastCall<WordCloudSlide>(onChange).maxWords).toBe(4);
    expect(screen.getByText('at most 5')).toBeTruthy();
  });

  it('sends the filled-in words, with a counter per field', () => {
    const onAnswer = vi.fn();
    renderUi(<wordCloudWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    fireEvent.change(screen.getByLabelText('Word 1'), { target: { value: 'coffee' } });
    expect(screen.getByText('6/12')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Word 2'), { target: { value: ' sunny ' } });
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(onAnswer).toHaveBeenCalledWith({ words: ['coffee', 'sunny'] });
  });

  it('cannot send without onAnswer', () => {
    renderUi(<wordCloudWeb.PhoneView slide={slide()} step="answering" />);
    expect(screen.getByLabelText('Word 1')).toHaveProperty('disabled', true);
  });

  it('confirms the words sent', () => {
    renderUi(<wordCloudWeb.PhoneView slide={slide()} step="answering" answer={{ words: ['tea'] }} />);
    expect(screen.getByText('Words sent')).toBeTruthy();
    expect(screen.getByText('You sent: tea')).toBeTruthy();
  });

  it('draws the cloud with how many people sent each word', () => {
    renderUi(
      <wordCloudWeb.Results
        slide={slide()}
        results={{
          kind: 'words',
          total: 5,
          words: [
            { text: 'coffee', count: 4 },
            { text: 'tea', count: 1 },
          ],
        }}
        simulated
      />,
    );
    expect(screen.getByText('coffee')).toBeTruthy();
    expect(screen.getByText(', 4 people')).toBeTruthy();
    expect(screen.getByText('5 people answered')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });

  it('R7.4 the cloud grows on the big screen while answering is still open', () => {
    const { rerender } = renderUi(
      <wordCloudWeb.ScreenView slide={slide()} step="answering" results={{ kind: 'words', total: 0, words: [] }} />,
    );
    expect(screen.getByText('Send up to 2 words from your phone')).toBeTruthy();
    rerender(
      <wordCloudWeb.ScreenView
        slide={slide()}
        step="answering"
        results={{
          kind: 'words',
          total: 2,
          words: [
            { text: 'sunny', count: 2 },
            { text: 'calm', count: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByText('sunny')).toBeTruthy();
    expect(screen.getByText('calm')).toBeTruthy();
    expect(screen.getByText('2 people answered · send up to 2 words from your phone')).toBeTruthy();
  });
});
