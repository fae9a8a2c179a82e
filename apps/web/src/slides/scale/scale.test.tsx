import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scaleSlideSchema, type ScaleSlide, type SlideResults } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { scaleWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<ScaleSlide> = {}) =>
  scaleSlideSchema.parse({
    type: 'scale',
    id: 's1',
    question: 'How was the day?',
    statements: ['The talks', 'The food'],
    minLabel: 'Poor',
    maxLabel: 'Great',
    ...over,
  });
const noUpload = () => Promise.reject(new Error('no'));
const results = (total: number, ...rows: [number, number | null, number[]][]): SlideResults => ({
  kind: 'scale',
  total,
  statements: rows.map(([count, average, distribution]) => ({ count, average, distribution })),
});

describe('scale editor', () => {
  it('adds statements up to 8 and no more, and removes down to 1', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<scaleWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add statement' }));
    expect(lastCall<ScaleSlide>(onChange).statements).toEqual(['The talks', 'The food', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove statement 1' }));
    expect(lastCall<ScaleSlide>(onChange).statements).toEqual(['The food']);

    const eight = Array.from({ length: 8 }, (_, i) => `s${i}`);
    rerender(<scaleWeb.Editor slide={slide({ statements: eight })} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Add statement' })).toHaveProperty('disabled', true);
    rerender(<scaleWeb.Editor slide={slide({ statements: ['only'] })} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Remove statement 1' })).toHaveProperty('disabled', true);
  });

  it('reorders statements with the move buttons', () => {
    const onChange = vi.fn();
    renderUi(<scaleWeb.Editor slide={slide({ statements: ['a', 'b', 'c'] })} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Move statement 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move statement 3 down' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move statement 1 down' }));
    expect(lastCall<ScaleSlide>(onChange).statements).toEqual(['b', 'a', 'c']);
    fireEvent.click(screen.getByRole('button', { name: 'Move statement 3 up' }));
    expect(lastCall<ScaleSlide>(onChange).statements).toEqual(['a', 'c', 'b']);
  });

  it('edits a statement, the range and the end labels, and shows their errors', () => {
    const onChange = vi.fn();
    renderUi(
      <scaleWeb.Editor
        slide={slide()}
        onChange={onChange}
        errors={{ 'statements[1]': 'is required', max: 'must be more than min' }}
        uploadImage={noUpload}
      />,
    );
    fireEvent.change(screen.getByLabelText('Statement 2'), { target: { value: 'The coffee' } });
    expect(lastCall<ScaleSlide>(onChange).statements).toEqual(['The talks', 'The coffee']);
    fireEvent.change(screen.getByLabelText('Highest value'), { target: { value: '7' } });
    expect(lastCall<ScaleSlide>(onChange).max).toBe(7);
    fireEvent.change(screen.getByLabelText('Lowest value'), { target: { value: '0' } });
    expect(lastCall<ScaleSlide>(onChange).min).toBe(0);
    fireEvent.change(screen.getByLabelText('Label of the lowest value'), { target: { value: 'Awful' } });
    expect(lastCall<ScaleSlide>(onChange).minLabel).toBe('Awful');
    // An emptied label leaves the slide rather than being saved as "".
    fireEvent.change(screen.getByLabelText('Label of the highest value'), { target: { value: '' } });
    expect(lastCall<ScaleSlide>(onChange)).not.toHaveProperty('maxLabel', '');
    expect(lastCall<ScaleSlide>(onChange).maxLabel).toBeUndefined();
    expect(screen.getByText('is required')).toBeTruthy();
    expect(screen.getByText('must be more than min')).toBeTruthy();
  });
});

describe('scale on the phone', () => {
  const radios = (statement: string) => within(screen.getByRole('radiogroup', { name: statement })).getAllByRole('radio');
  const checked = (statement: string) =>
    radios(statement)
      .filter((r) => r.getAttribute('aria-checked') === 'true')
      .map((r) => r.textContent);

  it('shows a radio group per statement, min to max, named by the statement, the ends by their labels', () => {
    renderUi(<scaleWeb.PhoneView slide={slide()} step="answering" onAnswer={vi.fn()} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(radios('The talks').map((r) => r.getAttribute('aria-label'))).toEqual(['1, Poor', '2', '3', '4', '5, Great']);
    expect(screen.getByText('Rate each statement from 1 to 5.')).toBeTruthy();
    // One tab stop per group: the first value until one is chosen.
    expect(radios('The food').map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('R13.2 picks values with the keyboard: arrows move choice and focus, wrapping; Home and End go to the ends', () => {
    const onAnswer = vi.fn();
    renderUi(<scaleWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    const talks = radios('The talks');
    talks[0]!.focus();
    fireEvent.keyDown(talks[0]!, { key: 'ArrowRight' });
    expect(checked('The talks')).toEqual(['2']);
    expect(document.activeElement).toBe(radios('The talks')[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked('The talks')).toEqual(['4']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(checked('The talks')).toEqual(['3']);
    expect(radios('The talks').map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked('The talks')).toEqual(['1']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(checked('The talks')).toEqual(['5']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(checked('The talks')).toEqual(['1']);
    // The other statement is untouched.
    expect(checked('The food')).toEqual([]);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('R13.2 sends one value per statement with one Send, a skipped statement as null, saying so first', () => {
    const onAnswer = vi.fn();
    renderUi(<scaleWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    const send = screen.getByRole('button', { name: 'Send ratings' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(radios('The food')[3]!);
    expect(screen.getByRole('status').textContent).toBe('1 statement has no rating: it will be skipped.');
    fireEvent.click(send);
    expect(onAnswer).toHaveBeenLastCalledWith({ values: [null, 4] });
    fireEvent.click(radios('The talks')[1]!);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(send);
    expect(onAnswer).toHaveBeenLastCalledWith({ values: [2, 4] });
  });

  it('submits from the keyboard: Enter on the Send button', () => {
    const onAnswer = vi.fn();
    renderUi(<scaleWeb.PhoneView slide={slide({ statements: ['Only'] })} step="answering" onAnswer={onAnswer} />);
    fireEvent.keyDown(radios('Only')[0]!, { key: 'End' });
    fireEvent.submit(screen.getByRole('button', { name: 'Send ratings' }).closest('form')!);
    expect(onAnswer).toHaveBeenCalledWith({ values: [5] });
  });

  it('cannot rate without onAnswer (a preview, or the answer already on its way)', () => {
    renderUi(<scaleWeb.PhoneView slide={slide()} step="answering" />);
    expect(radios('The talks').every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Send ratings' })).toHaveProperty('disabled', true);
  });

  it('takes two rows of targets for a 0–10 scale', () => {
    renderUi(<scaleWeb.PhoneView slide={slide({ min: 0, max: 10 })} step="answering" onAnswer={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'The talks' });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    expect(group.style.gridTemplateColumns).toBe('repeat(6, minmax(0, 1fr))');
  });

  it('R13.4 after sending, shows the participant’s ratings beside the room’s averages, as they come', () => {
    const { rerender } = renderUi(
      <scaleWeb.PhoneView
        slide={slide()}
        step="answering"
        answer={{ values: [4, null] }}
        results={results(1, [1, 4, [0, 0, 0, 1, 0]], [0, null, [0, 0, 0, 0, 0]])}
      />,
    );
    expect(screen.getByText('Ratings sent')).toBeTruthy();
    expect(screen.getByText('You: 4')).toBeTruthy();
    expect(screen.getByText('You: skipped')).toBeTruthy();
    expect(screen.getByText('Room: 4.0 (1 rating)')).toBeTruthy();
    expect(screen.getByText('Room: no ratings yet')).toBeTruthy();
    expect(screen.getByText('The room’s averages update as ratings come in.')).toBeTruthy();
    rerender(
      <scaleWeb.PhoneView
        slide={slide()}
        step="answering"
        answer={{ values: [4, null] }}
        results={results(3, [3, 3.7, [0, 0, 1, 2, 0]], [2, 2.5, [0, 1, 1, 0, 0]])}
      />,
    );
    expect(screen.getByText('Room: 3.7 (3 ratings)')).toBeTruthy();
    expect(screen.getByText('Room: 2.5 (2 ratings)')).toBeTruthy();
  });

  it('at the results step without an answer: closed, with the room’s averages', () => {
    renderUi(
      <scaleWeb.PhoneView slide={slide()} step="results" results={results(2, [2, 4.5, [0, 0, 0, 1, 1]], [1, 1, [1, 0, 0, 0, 0]])} />,
    );
    expect(screen.getByText('Rating is closed')).toBeTruthy();
    expect(screen.getByText('Room: 4.5 (2 ratings)')).toBeTruthy();
    expect(screen.queryByText(/^You:/)).toBeNull();
    expect(screen.getByText('The full results are on the big screen.')).toBeTruthy();
  });
});

describe('scale on the big screen and in results', () => {
  it('R13.4 the averages move on the big screen while rating is still open', () => {
    const { rerender } = renderUi(
      <scaleWeb.ScreenView slide={slide()} step="answering" results={results(1, [1, 4, [0, 0, 0, 1, 0]], [0, null, [0, 0, 0, 0, 0]])} />,
    );
    const rows = () => within(screen.getByRole('list', { name: 'Average per statement' })).getAllByRole('listitem');
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('The talks: average 4.0 on a scale from 1 to 5, 1 rating'),
      expect.stringContaining('The food: no ratings yet'),
    ]);
    expect(screen.getByText('1 person answered · rate each statement on your phone')).toBeTruthy();
    expect(screen.getByText('Poor')).toBeTruthy();
    expect(screen.getByText('Great')).toBeTruthy();
    rerender(
      <scaleWeb.ScreenView slide={slide()} step="answering" results={results(3, [3, 3.7, [0, 0, 1, 2, 0]], [2, 2.5, [0, 1, 1, 0, 0]])} />,
    );
    expect(rows()[0]!.textContent).toContain('The talks: average 3.7 on a scale from 1 to 5, 3 ratings');
    expect(rows()[1]!.textContent).toContain('The food: average 2.5 on a scale from 1 to 5, 2 ratings');
    expect(screen.getByTitle('4: 2 people')).toBeTruthy();
    expect(screen.getByText('3 people answered · rate each statement on your phone')).toBeTruthy();
  });

  it('labels simulated results, and shows the total at the results step', () => {
    renderUi(
      <scaleWeb.ScreenView
        slide={slide()}
        step="results"
        results={results(2, [2, 3, [0, 1, 0, 1, 0]], [2, 5, [0, 0, 0, 0, 2]])}
        simulated
      />,
    );
    expect(screen.getByText('Simulated answers')).toBeTruthy();
    expect(screen.getByText('2 people answered')).toBeTruthy();
    expect(screen.getByText('5.0')).toBeTruthy();
  });

  it('shows per statement its average, its count and the count of each value', () => {
    renderUi(<scaleWeb.Results slide={slide()} results={results(4, [4, 3.3, [0, 1, 1, 2, 0]], [0, null, [0, 0, 0, 0, 0]])} />);
    expect(screen.getByText('4 people answered')).toBeTruthy();
    expect(screen.getByText('Average 3.3 · 4 ratings')).toBeTruthy();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    expect(screen.getAllByTitle('4: 2 people')).toHaveLength(1);
    expect(screen.getByText('1 = Poor')).toBeTruthy();
  });

  it('has no solution, prints its statements and its range, and sums up by its question', () => {
    const s = slide({ min: 0, max: 10 });
    expect(scaleWeb.solutionText(s, (id) => id)).toBeNull();
    expect(scaleWeb.print(s)).toEqual({
      lists: [{ title: 'Statements', items: ['The talks', 'The food'], ordered: true }],
      facts: ['Scale from 0 (Poor) to 10 (Great)'],
    });
    expect(scaleWeb.print(slide({ minLabel: undefined, maxLabel: undefined, statements: [''] })).facts).toEqual(['Scale from 1 to 5']);
    expect(scaleWeb.summary(s)).toBe('How was the day?');
  });
});
