import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberSlideSchema, numberType, type NumberResults as Results, type NumberSlide } from '@mingle/shared';
import { I18nProvider, loadCatalog } from '../../i18n';
import { createTranslator } from '../../i18n/translator';
import { en } from '../../i18n/messages/en';
import { lastCall, renderUi } from '../testing';
import { numberWeb } from './index';
import { formatNumber, parseNumber, positionOf, readGuess } from './numberText';

afterEach(cleanup);

const slide = (over: Partial<NumberSlide> = {}) =>
  numberSlideSchema.parse({
    type: 'number',
    id: 'n1',
    question: 'How many bones are in the human body?',
    answer: 206,
    min: 0,
    max: 400,
    tolerance: 10,
    decimals: 0,
    ...over,
  });
/** What a phone holds before the reveal (R12.7): the slide without its answer. */
const phoneSlide = (over: Partial<NumberSlide> = {}) => numberType.publicContent(slide(over), false) as unknown as NumberSlide;
const noUpload = () => Promise.reject(new Error('no'));
const Phone = numberWeb.PhoneView;

describe('reading and writing numbers', () => {
  it('reads a typed guess with either decimal mark, grouping by the language', () => {
    expect(parseNumber('42', 'en')).toBe(42);
    expect(parseNumber(' 2.5 ', 'en')).toBe(2.5);
    expect(parseNumber('2,5', 'fr')).toBe(2.5);
    expect(parseNumber('2,5', 'en')).toBe(2.5);
    expect(parseNumber('1,000', 'en')).toBe(1000);
    expect(parseNumber('1.000', 'de')).toBe(1000);
    expect(parseNumber('1.000', 'en')).toBe(1);
    expect(parseNumber('1 000 000', 'fr')).toBe(1_000_000);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('−12', 'en')).toBe(-12);
    expect(parseNumber('.5', 'en')).toBe(0.5);
    for (const bad of ['', 'abc', '1,2.3.4', '4e5', '--1', '12a', 'Infinity']) expect(parseNumber(bad, 'en'), bad).toBeNull();
  });

  it('checks a guess against the slide: empty, not a number, out of range, too precise', () => {
    const s = { min: 0, max: 400 };
    expect(readGuess('206', s, 0, 'en')).toEqual({ value: 206 });
    expect(readGuess('  ', s, 0, 'en')).toEqual({ problem: 'empty' });
    expect(readGuess('lots', s, 0, 'en')).toEqual({ problem: 'notNumber' });
    expect(readGuess('401', s, 0, 'en')).toEqual({ problem: 'range' });
    expect(readGuess('-1', s, 0, 'en')).toEqual({ problem: 'range' });
    expect(readGuess('20,5', s, 0, 'fr')).toEqual({ problem: 'decimals' });
    expect(readGuess('20,5', s, 1, 'fr')).toEqual({ value: 20.5 });
  });

  it('writes years plainly and large numbers grouped, in the language’s way', () => {
    expect(formatNumber(1989, 0, 'en')).toBe('1989');
    expect(formatNumber(412000, 0, 'en')).toBe('412,000');
    expect(formatNumber(2.5, 1, 'fr')).toBe('2,5');
    expect(formatNumber(2.456, 2, 'en')).toBe('2.46');
  });

  it('places a value along the histogram: in the middle of its slot', () => {
    const perValue = [1, 2, 3, 4].map((v) => ({ from: v, to: v }));
    expect(positionOf(perValue, 1, 1)).toBe(0.125);
    expect(positionOf(perValue, 4, 1, 'right')).toBe(1);
    const tens = [
      { from: 0, to: 9 },
      { from: 10, to: 19 },
    ];
    expect(positionOf(tens, 0, 1, 'left')).toBe(0);
    expect(positionOf(tens, 10, 1, 'left')).toBe(0.5);
    expect(positionOf(tens, 19, 1, 'right')).toBe(1);
  });
});

describe('guess the number: the phone', () => {
  it('answers with the slider: the readout, the value read out and the sent guess follow it', () => {
    const onAnswer = vi.fn();
    render(<Phone slide={phoneSlide()} step="answering" onAnswer={onAnswer} />);
    const slider = screen.getByRole('slider', { name: 'Slide to your guess' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Not chosen yet');
    expect(slider).toMatchObject({ min: '0', max: '400', step: '1' });
    fireEvent.change(slider, { target: { value: '230' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('230');
    expect(screen.getByRole('textbox', { name: 'Or type your guess' })).toHaveProperty('value', '230');
    fireEvent.click(screen.getByRole('button', { name: 'Up by 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send guess' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 231 });
  });

  it('answers with the keypad: a decimal field, errors in words for what cannot be sent', () => {
    const onAnswer = vi.fn();
    render(<Phone slide={phoneSlide({ decimals: 1 })} step="answering" onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox', { name: 'Or type your guess' });
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('From 0 to 400, up to 1 decimal place')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send guess' }));
    expect(screen.getByText('Move the slider or type a number first.')).toBeTruthy();
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '500' } });
    expect(screen.getByText('Your guess must be from 0 to 400.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '12.34' } });
    expect(screen.getByText('Use at most 1 decimal place.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send guess' }));
    expect(screen.getByText('That is not a number. Type digits, like 200.1.')).toBeTruthy();
    expect(onAnswer).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '198.5' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('198.5');
    fireEvent.submit(field.closest('form')!);
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 198.5 });
  });

  it('speaks the phone’s language: a French comma is a decimal mark', async () => {
    const onAnswer = vi.fn();
    render(
      <I18nProvider locale="fr" preloaded={await loadCatalog('fr')}>
        <Phone slide={phoneSlide({ decimals: 1 })} step="answering" onAnswer={onAnswer} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Ou tapez votre estimation' }), { target: { value: '3,5' } });
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('3,5');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 3.5 });
  });

  it('shows the range and the tolerance, and never an answer it was not sent', () => {
    render(<Phone slide={phoneSlide()} step="answering" onAnswer={vi.fn()} />);
    expect(screen.getByText('Within 10 of the answer counts as right.')).toBeTruthy();
    expect(screen.queryByText(/206/)).toBeNull();
    cleanup();
    render(<Phone slide={phoneSlide()} step="question" />);
    expect(screen.getByText('Guess a number from 0 to 400.')).toBeTruthy();
  });

  it('after sending: the guess and a wait', () => {
    render(<Phone slide={phoneSlide()} step="answering" answer={{ value: 230 }} />);
    expect(screen.getByText('Answer sent')).toBeTruthy();
    expect(screen.getByText('Your guess: 230')).toBeTruthy();
  });

  it('at the reveal: right, close or off, with the answer, the guess, how far off and the points', () => {
    const revealed = numberType.publicContent(slide(), true) as unknown as NumberSlide;
    const { rerender } = render(
      <Phone slide={revealed} step="reveal" answer={{ value: 200 }} personalResult={{ correct: true, points: 875, rank: 1 }} />,
    );
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('+875 points')).toBeTruthy();
    expect(screen.getByText('The answer: 206 (± 10)')).toBeTruthy();
    expect(screen.getByText('Your guess: 200')).toBeTruthy();
    expect(screen.getByText('Off by 6')).toBeTruthy();
    rerender(<Phone slide={revealed} step="reveal" answer={{ value: 300 }} personalResult={{ correct: false, points: 420, rank: 2 }} />);
    expect(screen.getByText('Close!')).toBeTruthy();
    expect(screen.getByText('+420 points')).toBeTruthy();
    expect(screen.getByText('Off by 94')).toBeTruthy();
    rerender(<Phone slide={revealed} step="reveal" answer={{ value: 400 }} personalResult={{ correct: false, points: 0, rank: 3 }} />);
    expect(screen.getByText('Not this time')).toBeTruthy();
    rerender(<Phone slide={revealed} step="reveal" personalResult={{ correct: false, points: 0, rank: 3, unanswered: true }} />);
    expect(screen.getByText('No answer this time')).toBeTruthy();
    expect(screen.getByText('The answer: 206 (± 10)')).toBeTruthy();
  });
});

describe('guess the number: editor, screens and words', () => {
  it('edits the range, answer, tolerance and steps', () => {
    const onChange = vi.fn();
    renderUi(<numberWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText('Correct answer'), { target: { value: '212' } });
    expect(lastCall<NumberSlide>(onChange)).toEqual({ ...slide(), answer: 212 });
    fireEvent.change(screen.getByLabelText('Highest guess'), { target: { value: '500' } });
    expect(lastCall<NumberSlide>(onChange).max).toBe(500);
    fireEvent.change(screen.getByLabelText('Tolerance (±)'), { target: { value: '2.5' } });
    expect(lastCall<NumberSlide>(onChange).tolerance).toBe(2.5);
    fireEvent.click(screen.getByLabelText('0.1'));
    expect(lastCall<NumberSlide>(onChange).decimals).toBe(1);
  });

  it('shows the schema’s errors at their fields', () => {
    renderUi(
      <numberWeb.Editor
        slide={slide()}
        onChange={vi.fn()}
        errors={{ max: 'must be more than min', answer: 'must be between min and max' }}
        uploadImage={noUpload}
      />,
    );
    expect(screen.getByText('must be more than min')).toBeTruthy();
    expect(screen.getByLabelText('Correct answer').getAttribute('aria-invalid')).toBe('true');
  });

  it('R12.6 draws the guesses by range, the answer marked in words and with a tick', () => {
    const s = slide();
    const results = numberType.aggregate!(
      s,
      [150, 200, 205, 210, 260, 399].map((value) => ({ value })),
    ) as Results;
    renderUi(<numberWeb.Results slide={s} results={results} simulated />);
    expect(screen.getByText('6 guesses')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
    const chart = screen.getByRole('figure', { name: 'Guesses from 0 to 400' });
    expect(within(chart).getByText('200 to 224: 3 guesses, the answer is here')).toBeTruthy();
    expect(within(chart).getByText('375 to 400: 1 guess')).toBeTruthy();
    expect(screen.getByText('Median guess: 208')).toBeTruthy();
    expect(screen.getByText('3 guesses within ± 10')).toBeTruthy();
  });

  it('the big screen asks for a guess while answering and reveals the answer with the distribution', () => {
    const s = slide();
    const results = numberType.aggregate!(
      s,
      [150, 206].map((value) => ({ value })),
    ) as Results;
    const { rerender } = renderUi(<numberWeb.ScreenView slide={s} step="answering" results={results} secondsLeft={12} />);
    expect(screen.getByText(/Guess a number from 0 to 400 on your phone/)).toBeTruthy();
    expect(screen.queryByText(/206/)).toBeNull();
    rerender(<numberWeb.ScreenView slide={s} step="reveal" results={results} />);
    expect(screen.getAllByText(/206 \(± 10\)/).length).toBeGreaterThan(0);
    expect(screen.getByText('Median guess')).toBeTruthy();
    expect(screen.getByText('Within ± 10')).toBeTruthy();
    expect(screen.getByText('1 of 2')).toBeTruthy();
  });

  it('gives the solution in words, in the caller’s decimal mark, and prints its facts', async () => {
    const t = createTranslator('en', en).t;
    expect(numberWeb.solutionText(slide(), t)).toBe('206 (± 10)');
    expect(numberWeb.solutionText(slide({ tolerance: 0 }), t)).toBe('206');
    const fr = createTranslator('fr', await loadCatalog('fr')).t;
    expect(numberWeb.solutionText(slide({ answer: 2.5, min: 0, max: 10, tolerance: 0.5, decimals: 1 }), fr)).toBe('2,5 (± 0,5)');
    expect(numberWeb.print(slide())).toEqual({
      facts: ['Answer: 206 (± 10 counts as right)', 'Guesses from 0 to 400', 'Whole numbers'],
    });
  });
});
