import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankingSlideSchema, rankingType, type RankingSlide, type SlideResults } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import { rankingWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<RankingSlide> = {}): RankingSlide =>
  rankingSlideSchema.parse({ type: 'ranking', id: 'r1', question: 'Rank our priorities', items: ['Speed', 'Quality', 'Cost'], ...over });
const noUpload = () => Promise.reject(new Error('no'));
const results = (answers: number[][], s = slide()): SlideResults =>
  rankingType.aggregate!(
    s,
    answers.map((order) => ({ order })),
  );
/** The texts of a list's rows, top to bottom. */
const rowsOf = (name: string, role: 'list' | 'region' = 'list') =>
  within(screen.getByRole(role, { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ranking editor', () => {
  const edit = (s: RankingSlide, errors = {}) => {
    const onChange = vi.fn();
    const view = renderUi(<rankingWeb.Editor slide={s} onChange={onChange} errors={errors} uploadImage={noUpload} />);
    return { onChange, view };
  };

  it('edits the question and an item', () => {
    const { onChange } = edit(slide());
    fireEvent.change(screen.getByLabelText(/Question/), { target: { value: 'What matters most?' } });
    expect(lastCall<RankingSlide>(onChange).question).toBe('What matters most?');
    fireEvent.change(screen.getByLabelText('Item 2'), { target: { value: 'Care' } });
    expect(lastCall<RankingSlide>(onChange).items).toEqual(['Speed', 'Care', 'Cost']);
  });

  it('adds items up to 10 and removes down to 2', () => {
    const { onChange, view } = edit(slide());
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(lastCall<RankingSlide>(onChange).items).toEqual(['Speed', 'Quality', 'Cost', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(lastCall<RankingSlide>(onChange).items).toEqual(['Quality', 'Cost']);
    const rerender = (s: RankingSlide) =>
      view.rerender(<rankingWeb.Editor slide={s} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    rerender(slide({ items: Array.from({ length: 10 }, (_, i) => `i${i}`) }));
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveProperty('disabled', true);
    expect(screen.getByText('That is the most a ranking can have.')).toBeTruthy();
    rerender(slide({ items: ['a', 'b'] }));
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toHaveProperty('disabled', true);
  });

  it('reorders items, and focus follows the moved item', () => {
    const { onChange, view } = edit(slide());
    const down = screen.getByRole('button', { name: 'Move item 1 down' });
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toHaveProperty('disabled', true);
    down.focus();
    fireEvent.click(down);
    const moved = lastCall<RankingSlide>(onChange);
    expect(moved.items).toEqual(['Quality', 'Speed', 'Cost']);
    view.rerender(<rankingWeb.Editor slide={moved} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move item 2 down' }));
    // Moved to the bottom, its down arrow is spent: focus goes to its up arrow.
    fireEvent.click(screen.getByRole('button', { name: 'Move item 2 down' }));
    const last = lastCall<RankingSlide>(onChange);
    expect(last.items).toEqual(['Quality', 'Cost', 'Speed']);
    view.rerender(<rankingWeb.Editor slide={last} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move item 3 up' }));
  });

  it('shows problems inline at their paths', () => {
    edit(slide({ question: '', items: ['Speed', ''] }), { question: 'is required', 'items[1]': 'is required' });
    expect(screen.getAllByText('is required')).toHaveLength(2);
  });
});

describe('ranking on the phone', () => {
  const answering = (onAnswer = vi.fn()) => {
    renderUi(<rankingWeb.PhoneView slide={slide()} step="answering" onAnswer={onAnswer} />);
    return onAnswer;
  };
  const list = 'Your ranking, first to last';
  const live = () => screen.getByRole('status');

  it('starts in the slide’s order and sends it as is: { order: [0, 1, 2] }', () => {
    const onAnswer = answering();
    expect(rowsOf(list)).toEqual(['1Speed', '2Quality', '3Cost']);
    fireEvent.click(screen.getByRole('button', { name: 'Send my ranking' }));
    expect(onAnswer).toHaveBeenCalledWith({ order: [0, 1, 2] });
  });

  it('moves items with their buttons; focus follows the item and the move is announced', () => {
    const onAnswer = answering();
    const down = screen.getByRole('button', { name: 'Move “Speed” down' });
    down.focus();
    fireEvent.click(down);
    expect(rowsOf(list)).toEqual(['1Quality', '2Speed', '3Cost']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Speed” down' }));
    expect(live().textContent).toBe('“Speed” moved to position 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Move “Cost” up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “Cost” up' }));
    expect(rowsOf(list)).toEqual(['1Cost', '2Quality', '3Speed']);
    expect(live().textContent).toBe('“Cost” moved to position 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Send my ranking' }));
    expect(onAnswer).toHaveBeenCalledWith({ order: [2, 1, 0] });
  });

  it('at either end a move button stays focusable, does nothing and says why', () => {
    answering();
    const up = screen.getByRole('button', { name: 'Move “Speed” up' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(up).toHaveProperty('disabled', false);
    fireEvent.click(up);
    expect(rowsOf(list)).toEqual(['1Speed', '2Quality', '3Cost']);
    expect(live().textContent).toBe('“Speed” is already first');
    fireEvent.click(screen.getByRole('button', { name: 'Move “Cost” down' }));
    expect(live().textContent).toBe('“Cost” is already last');
  });

  it('moves the focused item with the arrow keys, focus staying on the same button', () => {
    const onAnswer = answering();
    const down = screen.getByRole('button', { name: 'Move “Speed” down' });
    down.focus();
    fireEvent.keyDown(down, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(rowsOf(list)).toEqual(['1Quality', '2Cost', '3Speed']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Speed” down' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(rowsOf(list)).toEqual(['1Quality', '2Speed', '3Cost']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Speed” down' }));
    expect(live().textContent).toBe('“Speed” moved to position 2 of 3');
    // Other keys are left alone.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(rowsOf(list)).toEqual(['1Quality', '2Speed', '3Cost']);
    fireEvent.click(screen.getByRole('button', { name: 'Send my ranking' }));
    expect(onAnswer).toHaveBeenCalledWith({ order: [1, 0, 2] });
  });

  it('names empty items by number, and is read-only without onAnswer (previews)', () => {
    renderUi(<rankingWeb.PhoneView slide={slide({ items: ['Speed', ''] })} step="answering" />);
    expect(rowsOf(list)).toEqual(['1Speed', '2Item 2']);
    expect(screen.getByRole('button', { name: 'Send my ranking' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move “Speed” down' })).toHaveProperty('disabled', true);
  });

  it('R14.5 once sent: its own ranking, and the room’s as results arrive', () => {
    const s = slide();
    const { rerender } = renderUi(<rankingWeb.PhoneView slide={s} step="answering" answer={{ order: [2, 0, 1] }} />);
    expect(screen.getByText('Ranking sent')).toBeTruthy();
    expect(rowsOf('Your ranking', 'region')).toEqual(['1Cost', '2Speed', '3Quality']);
    expect(screen.getByText('The room’s ranking appears here as answers come in.')).toBeTruthy();
    rerender(
      <rankingWeb.PhoneView
        slide={s}
        step="answering"
        answer={{ order: [2, 0, 1] }}
        results={results([
          [2, 0, 1],
          [0, 2, 1],
        ])}
      />,
    );
    expect(screen.getByText('2 people ranked')).toBeTruthy();
    expect(rowsOf('The room’s ranking', 'region')).toEqual(['1Speed3 points', '2Cost3 points', '3Quality0 points']); // tied: the slide's order
    rerender(
      <rankingWeb.PhoneView
        slide={s}
        step="answering"
        answer={{ order: [2, 0, 1] }}
        results={results([
          [2, 0, 1],
          [0, 2, 1],
          [0, 1, 2],
        ])}
      />,
    );
    expect(rowsOf('The room’s ranking', 'region')).toEqual(['1Speed5 points', '2Cost3 points', '3Quality1 point']);
  });

  it('at results without an answer: closed, with the room’s ranking', () => {
    renderUi(<rankingWeb.PhoneView slide={slide()} step="results" results={results([[1, 0, 2]])} />);
    expect(screen.getByText('Ranking is closed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your ranking' })).toBeNull();
    expect(rowsOf('The room’s ranking', 'region')).toEqual(['1Quality2 points', '2Speed1 point', '3Cost0 points']);
  });

  it('starts over in the slide’s order when the items change in the editor’s preview', () => {
    const { rerender } = renderUi(<rankingWeb.PhoneView slide={slide()} step="answering" onAnswer={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Speed” down' }));
    rerender(<rankingWeb.PhoneView slide={slide({ items: ['A', 'B', 'C', 'D'] })} step="answering" onAnswer={vi.fn()} />);
    expect(rowsOf(list)).toEqual(['1A', '2B', '3C', '4D']);
  });
});

describe('ranking on the big screen and in results', () => {
  const screenList = 'The room’s ranking by Borda points';

  it('R14.4 draws the room’s ranking best first, with positions and points, while ranking is open', () => {
    renderUi(
      <rankingWeb.ScreenView
        slide={slide()}
        step="answering"
        results={results([
          [2, 0, 1],
          [2, 1, 0],
        ])}
      />,
    );
    expect(rowsOf(screenList)).toEqual([
      '1Costaverage position 1 · first for 2 people4 points',
      '2Speedaverage position 2.5 · never first1 point',
      '3Qualityaverage position 2.5 · never first1 point',
    ]);
    expect(screen.getByText('2 people ranked · rank the items on your phone')).toBeTruthy();
    expect(screen.queryByText('Simulated answers')).toBeNull();
  });

  it('before anyone ranked: the slide’s order, no positions, 0 points', () => {
    renderUi(<rankingWeb.ScreenView slide={slide()} step="answering" />);
    expect(rowsOf(screenList)).toEqual(['–Speed0 points', '–Quality0 points', '–Cost0 points']);
  });

  it('labels simulated results, and keeps the details for screen readers when there are many items', () => {
    const many = slide({ items: ['a', 'b', 'c', 'd', 'e', 'f'] });
    renderUi(<rankingWeb.ScreenView slide={many} step="results" results={results([[5, 4, 3, 2, 1, 0]], many)} simulated />);
    expect(screen.getByText('Simulated answers')).toBeTruthy();
    expect(rowsOf(screenList)[0]).toBe('1faverage position 1 · first for 1 person5 points');
    expect(screen.getByText('1 person ranked · Borda count: 5 points for a first place, 0 for a last')).toBeTruthy();
  });

  it('results for the host: the same order, with average positions and first places', () => {
    renderUi(
      <rankingWeb.Results
        slide={slide()}
        results={results([
          [1, 0, 2],
          [1, 2, 0],
        ])}
      />,
    );
    expect(screen.getByText('2 rankings')).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      '1.Quality4 pointsaverage position 1 · first for 2 people',
      '2.Speed1 pointaverage position 2.5 · never first',
      '3.Cost1 pointaverage position 2.5 · never first',
    ]);
  });

  it('has no solution to read out, and prints its items with the scoring', () => {
    expect(rankingWeb.solutionText(slide(), (id) => id)).toBeNull();
    expect(rankingWeb.print(slide({ items: ['Speed', ''] }))).toEqual({
      lists: [{ title: 'Items to rank', items: ['Speed', '(empty)'], ordered: false }],
      facts: ['Ranked by Borda count: a first place scores 1, a last place 0'],
    });
    expect(rankingWeb.summary(slide())).toBe('Rank our priorities');
  });
});
