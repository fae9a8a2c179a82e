import { Button } from '@mantine/core';
import { isBuiltSlideType, SLIDE_TYPES, type Slide } from '@mingle/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../slides/testing';
import { TypePicker } from './TypePicker';

afterEach(cleanup);

/** The editor's wiring: a button opens the picker, a pick lands in `onPick`. */
function Harness({ onPick }: { onPick(slide: Slide): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add slide</Button>
      <TypePicker opened={open} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}

async function openPicker(onPick = vi.fn()) {
  renderUi(<Harness onPick={onPick} />);
  // A real click focuses the button (jsdom's does not): the dialog gives focus back to it.
  const add = screen.getByRole('button', { name: 'Add slide' });
  add.focus();
  fireEvent.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add a slide' });
  return { dialog, onPick };
}

const cardNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('[data-type-card]')].map((card) => card.getAttribute('data-type-card'));

describe('the add-slide picker', () => {
  it('shows every built type once, under its group, icebreakers first, each with a picture hidden from screen readers', async () => {
    const { dialog } = await openPicker();
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    const expected = ['Icebreakers', 'Quiz', 'Opinion', 'Presentation'].filter(
      (name) => name !== 'Icebreakers' || ['wouldyourather', 'twotruths', 'whosaid', 'spinner'].some(isBuiltSlideType),
    );
    expect(headings).toEqual(expected);
    expect([...cardNames(dialog)].sort()).toEqual(Object.keys(SLIDE_TYPES).sort());

    const quiz = within(dialog).getByRole('group', { name: 'Quiz' });
    expect(
      within(quiz)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-type-card')),
    ).toEqual(['quiz', 'truefalse', 'typeanswer', 'order', 'number']);
    const card = within(dialog).getByRole('button', { name: `Word cloud ${SLIDE_TYPES.wordcloud!.description}` });
    const picture = card.querySelector('svg')!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
  });

  it('filters by what is typed, says how many match, and offers every type back when none does', async () => {
    const { dialog } = await openPicker();
    const search = within(dialog).getByRole('textbox', { name: 'Find a slide type' });
    expect(document.activeElement).toBe(search);

    fireEvent.change(search, { target: { value: 'cloud' } });
    expect(cardNames(dialog)).toEqual(['wordcloud']);
    expect(within(dialog).getByRole('status').textContent).toBe('1 slide type');

    fireEvent.change(search, { target: { value: 'OPINION' } });
    expect(cardNames(dialog)).toEqual(['poll', 'wordcloud', 'opentext', 'scale', 'ranking', 'qna']);

    fireEvent.change(search, { target: { value: 'xylophone' } });
    expect(cardNames(dialog)).toEqual([]);
    expect(within(dialog).getByText('No slide type matches “xylophone”.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show every type' }));
    expect(cardNames(dialog)).toHaveLength(Object.keys(SLIDE_TYPES).length);
  });

  it('narrows to one group with its tab', async () => {
    const { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Presentation' }));
    expect(cardNames(dialog)).toEqual(['content', 'leaderboard']);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'All' }));
    expect(cardNames(dialog)).toHaveLength(Object.keys(SLIDE_TYPES).length);
  });

  it('moves between cards with the arrow keys, and adds a type from the keyboard', async () => {
    const { dialog, onPick } = await openPicker();
    const search = within(dialog).getByRole('textbox', { name: 'Find a slide type' });
    const first = cardNames(dialog)[0]!;

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-type-card')).toBe(first);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-type-card')).toBe(cardNames(dialog)[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('data-type-card')).toBe('leaderboard');

    // Enter in the search field adds the first match and closes the dialog.
    fireEvent.change(search, { target: { value: 'true or' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]![0]).toMatchObject({ type: 'truefalse' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds the clicked type as a new slide of that type', async () => {
    const { dialog, onPick } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Quiz / }));
    expect(onPick.mock.calls[0]![0]).toMatchObject({ type: 'quiz' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and gives focus back to the "Add slide" button', async () => {
    const { dialog, onPick } = await openPicker();
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Find a slide type' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add slide' })));
    expect(onPick).not.toHaveBeenCalled();
  });
});
