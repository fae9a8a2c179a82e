import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wouldYouRatherSlideSchema, type WouldYouRatherSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { wouldYouRatherWeb } from './index';

afterEach(cleanup);

const IMAGE = '/v1/functions/files/fl/fly00001.webp';
const slide = (over: Partial<WouldYouRatherSlide> = {}) =>
  wouldYouRatherSlideSchema.parse({ type: 'wouldyourather', id: 'w1', optionA: 'Be able to fly', optionB: 'Be invisible', ...over });
const noUpload = () => Promise.reject(new Error('no'));
const sides = (counts: [number, number], names: [string[], string[]] | null = null) =>
  ({ kind: 'sides', total: counts[0] + counts[1], counts, names }) as const;

describe('would you rather: editor', () => {
  it('edits both options, the prompt and the names setting, with errors at their fields', () => {
    const onChange = vi.fn();
    renderUi(<wouldYouRatherWeb.Editor slide={slide()} onChange={onChange} errors={{ optionB: 'is required' }} uploadImage={noUpload} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Option A/ }), { target: { value: 'Breathe underwater' } });
    expect(lastCall<WouldYouRatherSlide>(onChange).optionA).toBe('Breathe underwater');
    fireEvent.change(screen.getByRole('textbox', { name: /Prompt/ }), { target: { value: 'For a week…' } });
    expect(lastCall<WouldYouRatherSlide>(onChange).question).toBe('For a week…');
    expect(screen.getByText('is required')).toBeTruthy();
    const names = screen.getByRole('switch', { name: /Show a few names on each side/ });
    expect(names).toHaveProperty('checked', true);
    fireEvent.click(names);
    expect(lastCall<WouldYouRatherSlide>(onChange).showNames).toBe(false);
  });

  it('has an image drop per side, named by its side', () => {
    renderUi(<wouldYouRatherWeb.Editor slide={slide({ imageB: IMAGE })} onChange={vi.fn()} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Add image for option A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace image for option B' })).toBeTruthy();
  });
});

describe('would you rather: phone', () => {
  it('two big buttons, A then B; one tap sends { choices: [i] }', () => {
    const onAnswer = vi.fn();
    renderUi(<wouldYouRatherWeb.PhoneView slide={slide({ imageA: IMAGE })} step="answering" onAnswer={onAnswer} />);
    expect(screen.getByRole('heading', { name: 'Would you rather…' })).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Pick a side' }));
    expect(list.getAllByRole('button')).toHaveLength(2);
    const a = list.getByRole('button', { name: 'Option A: Be able to fly' });
    const b = list.getByRole('button', { name: 'Option B: Be invisible' });
    expect(a.getAttribute('aria-pressed')).toBe('false');
    expect(a.querySelector('img')?.getAttribute('src')).toBe(IMAGE);
    fireEvent.click(b);
    expect(onAnswer).toHaveBeenCalledWith({ choices: [1] });
  });

  it('confirms the pick: it is pressed, the other is not, and neither can be tapped again', () => {
    const onAnswer = vi.fn();
    renderUi(<wouldYouRatherWeb.PhoneView slide={slide()} step="answering" answer={{ choices: [0] }} onAnswer={onAnswer} />);
    expect(screen.getByRole('status').textContent).toContain('Your pick is in');
    const a = screen.getByRole('button', { name: 'Option A: Be able to fly' });
    const b = screen.getByRole('button', { name: 'Option B: Be invisible' });
    expect(a.getAttribute('aria-pressed')).toBe('true');
    expect(b.getAttribute('aria-pressed')).toBe('false');
    expect(a).toHaveProperty('disabled', true);
    fireEvent.click(b);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('at the results, says how much of the room picked the same', () => {
    renderUi(<wouldYouRatherWeb.PhoneView slide={slide()} step="results" answer={{ choices: [1] }} results={sides([1, 3])} />);
    expect(screen.getByText('You’d rather: Be invisible')).toBeTruthy();
    expect(screen.getByText('75% of the room picked the same')).toBeTruthy();
  });

  it('at the results without a pick, says so', () => {
    renderUi(<wouldYouRatherWeb.PhoneView slide={slide({ question: 'Tonight?' })} step="results" results={sides([1, 3])} />);
    expect(screen.getByRole('heading', { name: 'Tonight?' })).toBeTruthy();
    expect(screen.getByText('You did not pick a side')).toBeTruthy();
  });
});

describe('would you rather: big screen', () => {
  it('R7.4 the two halves fill with their share while people still pick', () => {
    const { rerender } = renderUi(<wouldYouRatherWeb.ScreenView slide={slide()} step="answering" results={sides([1, 0], [['Ana'], []])} />);
    expect(screen.getByLabelText('Option A: Be able to fly, 1 vote, 100%')).toBeTruthy();
    expect(screen.getByLabelText('Option B: Be invisible, 0 votes, 0%')).toBeTruthy();
    expect(screen.getByText('1 vote · pick a side on your phone')).toBeTruthy();
    // Names wait for the results step, even when the results already carry them.
    expect(screen.queryByText('Ana')).toBeNull();
    rerender(<wouldYouRatherWeb.ScreenView slide={slide()} step="answering" results={sides([1, 2])} />);
    expect(screen.getByLabelText('Option A: Be able to fly, 1 vote, 33%')).toBeTruthy();
    expect(screen.getByLabelText('Option B: Be invisible, 2 votes, 67%')).toBeTruthy();
    expect(screen.getByText('3 votes · pick a side on your phone')).toBeTruthy();
  });

  it('R18.4 at the results, names a few on each side and how many more', () => {
    renderUi(
      <wouldYouRatherWeb.ScreenView
        slide={slide()}
        step="results"
        results={sides(
          [7, 2],
          [
            ['Ana', 'Ben', 'Cai', 'Dee', 'Eve'],
            ['Fay', 'Gus'],
          ],
        )}
      />,
    );
    const a = within(screen.getByRole('list', { name: 'Some who picked A' }));
    expect(a.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ana', 'Ben', 'Cai', 'Dee', 'Eve', '+2 more']);
    const b = within(screen.getByRole('list', { name: 'Some who picked B' }));
    expect(b.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Fay', 'Gus']);
    expect(screen.getByText('9 votes')).toBeTruthy();
  });

  it('names nobody when the slide does not show names', () => {
    renderUi(<wouldYouRatherWeb.ScreenView slide={slide({ showNames: false })} step="results" results={sides([1, 1])} />);
    expect(screen.queryByRole('list', { name: /Some who picked/ })).toBeNull();
  });

  it('a preview labels its simulated split and its sample names', () => {
    renderUi(<wouldYouRatherWeb.ScreenView slide={slide()} step="results" results={sides([10, 14], [[], []])} simulated />);
    expect(screen.getByText('Simulated answers')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Some who picked A' })).getAllByRole('listitem')).toHaveLength(6);
  });
});

describe('would you rather: results, print, summary', () => {
  it('shows each side’s share and the names for the host', () => {
    renderUi(<wouldYouRatherWeb.Results slide={slide()} results={sides([3, 1], [['Ana', 'Ben', 'Cai'], ['Dee']])} />);
    expect(screen.getByText('4 votes')).toBeTruthy();
    expect(screen.getByText('3 · 75%')).toBeTruthy();
    expect(screen.getByText('1 · 25%')).toBeTruthy();
    expect(screen.getByText(/Ana, Ben, Cai/)).toBeTruthy();
  });

  it('prints both options with their pictures and the names setting; no solution', () => {
    const s = slide({ imageA: IMAGE, showNames: false });
    expect(wouldYouRatherWeb.print(s)).toEqual({
      choices: [{ text: 'Be able to fly', image: IMAGE }, { text: 'Be invisible' }],
      facts: ['The results name nobody'],
    });
    expect(wouldYouRatherWeb.print({ ...s, question: 'Tonight…' }).facts).toEqual(['Prompt: Tonight…', 'The results name nobody']);
    expect(wouldYouRatherWeb.solutionText(s, (id) => id)).toBeNull();
    expect(wouldYouRatherWeb.summary(s)).toBe('Be able to fly or Be invisible?');
  });
});
