import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderSlideSchema, orderType, type OrderSlide } from '@mingle/shared';
import { createTranslator } from '../../i18n/translator';
import { en } from '../../i18n/messages/en';
import { fr } from '../../i18n/messages/fr';
import { lastCall, renderUi } from '../testing';
import { orderWeb } from './index';

afterEach(cleanup);

/** Key `planets` shows the four items as Mars, Mercury, Venus, Earth (pinned in shared's tests). */
const slide = (over: Partial<OrderSlide> = {}): OrderSlide =>
  orderSlideSchema.parse({
    type: 'order',
    id: 'closest',
    question: 'Closest to the Sun first',
    items: ['Mercury', 'Venus', 'Earth', 'Mars'],
    shuffleKey: 'planets',
    explanation: 'Mercury orbits closest.',
    ...over,
  });
const SHOWN = ['Mars', 'Mercury', 'Venus', 'Earth'];
const RIGHT = [1, 2, 3, 0];
/** What a live phone gets: public content, typed as the slide as views receive it. */
const live = (revealed: boolean) => orderType.publicContent(slide(), revealed) as unknown as OrderSlide;
const noUpload = () => Promise.reject(new Error('no'));

const rowTexts = () =>
  within(screen.getByRole('list', { name: 'Your order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^Place \d+: \d+/, ''));

describe('order editor', () => {
  it('edits the question and an item, sending the whole slide', () => {
    const onChange = vi.fn();
    renderUi(<orderWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText(/Question/), { target: { value: 'Biggest first' } });
    expect(lastCall<OrderSlide>(onChange)).toEqual({ ...slide(), question: 'Biggest first' });
    fireEvent.change(screen.getByLabelText('Item 2'), { target: { value: 'Venus!' } });
    expect(lastCall<OrderSlide>(onChange).items).toEqual(['Mercury', 'Venus!', 'Earth', 'Mars']);
  });

  it('moves items up and down, the ends disabled', () => {
    const onChange = vi.fn();
    renderUi(<orderWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Venus up' }));
    expect(lastCall<OrderSlide>(onChange).items).toEqual(['Venus', 'Mercury', 'Earth', 'Mars']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Earth down' }));
    expect(lastCall<OrderSlide>(onChange).items).toEqual(['Mercury', 'Venus', 'Mars', 'Earth']);
    expect(screen.getByRole('button', { name: 'Move Mercury up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Mars down' })).toHaveProperty('disabled', true);
  });

  it('adds and removes items within 3 to 6', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<orderWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(lastCall<OrderSlide>(onChange).items).toEqual(['Mercury', 'Venus', 'Earth', 'Mars', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(lastCall<OrderSlide>(onChange).items).toEqual(['Venus', 'Earth', 'Mars']);
    rerender(<orderWeb.Editor slide={slide({ items: ['a', 'b', 'c'] })} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toHaveProperty('disabled', true);
    rerender(
      <orderWeb.Editor slide={slide({ items: ['a', 'b', 'c', 'd', 'e', 'f'] })} onChange={onChange} errors={{}} uploadImage={noUpload} />,
    );
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveProperty('disabled', true);
  });

  it('R11.2 shows the order players see, and draws another with a new shuffle key', () => {
    const onChange = vi.fn();
    renderUi(<orderWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByText(SHOWN.join(' · '))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shuffle again' }));
    const next = lastCall<OrderSlide>(onChange);
    expect(next.shuffleKey).not.toBe('planets');
    expect(next.items).toEqual(slide().items);
  });

  it('shows problems inline at their paths', () => {
    renderUi(
      <orderWeb.Editor
        slide={slide({ items: ['Mercury', '', 'Earth'] })}
        onChange={vi.fn()}
        errors={{ question: 'is required', 'items[1]': 'is required', items: 'at least 3 items' }}
        uploadImage={noUpload}
      />,
    );
    expect(screen.getByLabelText('Item 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('is required')).toHaveLength(2);
    expect(screen.getByText('at least 3 items')).toBeTruthy();
  });
});

describe('order phone: putting in order', () => {
  it('R11.2 shows the items in the shown order, the same from the full slide and from public content', () => {
    renderUi(<orderWeb.PhoneView slide={slide()} step="answering" onAnswer={vi.fn()} />);
    expect(rowTexts()).toEqual(SHOWN);
    cleanup();
    renderUi(<orderWeb.PhoneView slide={live(false)} step="answering" onAnswer={vi.fn()} />);
    expect(rowTexts()).toEqual(SHOWN);
  });

  it('R11.5 moves items with the buttons and sends the shown indices in the chosen order', () => {
    const onAnswer = vi.fn();
    renderUi(<orderWeb.PhoneView slide={live(false)} step="answering" onAnswer={onAnswer} />);
    // Mars, Mercury, Venus, Earth → Mercury, Venus, Earth, Mars: Mars down three times.
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Move “Mars” down' }));
    expect(rowTexts()).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    fireEvent.click(screen.getByRole('button', { name: 'Send my order' }));
    expect(onAnswer).toHaveBeenCalledWith({ order: RIGHT });
  });

  it('sends the shown order unchanged when nothing was moved', () => {
    const onAnswer = vi.fn();
    renderUi(<orderWeb.PhoneView slide={live(false)} step="answering" onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my order' }));
    expect(onAnswer).toHaveBeenCalledWith({ order: [0, 1, 2, 3] });
  });

  it('keyboard: focus follows the moved item, stays on it at the end of the list, and each move is announced', () => {
    renderUi(<orderWeb.PhoneView slide={live(false)} step="answering" onAnswer={vi.fn()} />);
    const earthUp = () => screen.getByRole('button', { name: 'Move “Earth” up' });
    earthUp().focus();
    fireEvent.click(document.activeElement!);
    expect(document.activeElement).toBe(earthUp());
    expect(rowTexts()).toEqual(['Mars', 'Mercury', 'Earth', 'Venus']);
    expect(screen.getByText('“Earth” is now in place 3 of 4.')).toBeTruthy();
    fireEvent.click(document.activeElement!);
    fireEvent.click(document.activeElement!);
    expect(rowTexts()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);
    expect(screen.getByText('“Earth” is now in place 1 of 4.')).toBeTruthy();
    // At the top its up button is disabled but still focused: another press changes nothing.
    expect(document.activeElement).toBe(earthUp());
    expect(earthUp().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(document.activeElement!);
    expect(rowTexts()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);
    // Every control is a real button with a name: reachable with Tab, pressed with Enter or Space.
    for (const b of screen.getAllByRole('button')) expect(b.tagName).toBe('BUTTON');
    expect(screen.getByRole('list', { name: 'Your order' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('“Earth” is now in place 1 of 4.').getAttribute('aria-live')).toBe('polite');
  });

  it('is read-only without onAnswer: buttons do nothing and there is nothing to send', () => {
    renderUi(<orderWeb.PhoneView slide={slide()} step="answering" />);
    const down = screen.getByRole('button', { name: 'Move “Mars” down' });
    expect(down.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(down);
    expect(rowTexts()).toEqual(SHOWN);
    expect(screen.queryByRole('button', { name: 'Send my order' })).toBeNull();
  });
});

describe('order phone: before and after', () => {
  it('waits for the host at the question step, without the items', () => {
    renderUi(<orderWeb.PhoneView slide={live(false)} step="question" />);
    expect(screen.getByText('Get ready!')).toBeTruthy();
    expect(screen.queryByText('Mars')).toBeNull();
  });

  it('confirms a sent answer with the order it sent', () => {
    renderUi(<orderWeb.PhoneView slide={live(false)} step="answering" answer={{ order: [1, 2, 0, 3] }} />);
    expect(screen.getByText('Answer sent')).toBeTruthy();
    const sent = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(sent).toEqual(['Mercury', 'Venus', 'Mars', 'Earth']);
  });

  it('R11.4 after the reveal shows the correct order and marks each place right or wrong', () => {
    renderUi(
      <orderWeb.PhoneView
        slide={live(true)}
        step="reveal"
        answer={{ order: [1, 2, 0, 3] }}
        personalResult={{ correct: false, points: 0, rank: 2 }}
      />,
    );
    expect(screen.getByText('Not this time')).toBeTruthy();
    const list = within(screen.getByRole('region', { name: 'The correct order' }));
    const rows = list.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      '1Mercuryyou had it in the right place',
      '2Venusyou had it in the right place',
      '3Earthyou put it in place 4',
      '4Marsyou put it in place 3',
    ]);
  });

  it('R11.6 says so when the whole order was right', () => {
    renderUi(
      <orderWeb.PhoneView slide={live(true)} step="reveal" answer={{ order: RIGHT }} personalResult={{ correct: true, points: 900 }} />,
    );
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getAllByText('you had it in the right place')).toHaveLength(4);
  });
});

describe('order big screen, results, words and print', () => {
  it('R11.2 lists the shown order while answering, unnumbered, and counts down', () => {
    renderUi(<orderWeb.ScreenView slide={live(false)} step="answering" secondsLeft={12} />);
    const items = within(screen.getByRole('list', { name: 'Put them in order on your phone' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(SHOWN);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('12 seconds left');
  });

  it('R11.7 shows the correct order at the reveal with how many put each item in its place', () => {
    renderUi(
      <orderWeb.ScreenView
        slide={live(true)}
        step="reveal"
        results={{ kind: 'order', total: 10, allRight: 4, inPlace: [7, 6, 5, 9] }}
        simulated
      />,
    );
    const rows = within(screen.getByRole('region', { name: 'The correct order' })).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual(['1Mercury7', '2Venus6', '3Earth5', '4Mars9']);
    expect(screen.getByLabelText('9 people put it in its place')).toBeTruthy();
    expect(screen.getByText('people got it all right')).toBeTruthy();
    expect(screen.getByText('Mercury orbits closest.')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });

  it('the editor preview (full slide) shows the same reveal as the live screen', () => {
    const results = { kind: 'order' as const, total: 1, allRight: 1, inPlace: [1, 1, 1, 1] };
    const { container: full } = renderUi(<orderWeb.ScreenView slide={slide()} step="reveal" results={results} />);
    const fromFull = full.textContent;
    cleanup();
    const { container: pub } = renderUi(<orderWeb.ScreenView slide={live(true)} step="reveal" results={results} />);
    expect(pub.textContent).toBe(fromFull);
    expect(fromFull).toContain('1Mercury');
  });

  it('R11.7 results: whole orders right and a bar per item of the correct order', () => {
    renderUi(<orderWeb.Results slide={slide()} results={{ kind: 'order', total: 8, allRight: 3, inPlace: [6, 4, 4, 8] }} />);
    expect(screen.getByText('8 answers')).toBeTruthy();
    expect(screen.getByText('3 people got the whole order right')).toBeTruthy();
    expect(screen.getByText('1. Mercury')).toBeTruthy();
    expect(screen.getByText('8 · 100%')).toBeTruthy();
  });

  it('gives the solution in words from the full slide and from revealed content, none before', () => {
    const { t } = createTranslator('en', en);
    expect(orderWeb.solutionText(slide(), t)).toBe('1. Mercury, 2. Venus, 3. Earth, 4. Mars');
    expect(orderWeb.solutionText(live(true), t)).toBe('1. Mercury, 2. Venus, 3. Earth, 4. Mars');
    expect(orderWeb.solutionText(live(false), t)).toBeNull();
  });

  it('has its words in French too', () => {
    const { t } = createTranslator('fr', fr);
    expect(t('phone.order.moveUp', { item: 'Mars' })).toBe('Monter « Mars »');
    expect(t('screen.order.inPlace', { count: 2 })).toBe('2 personnes l’ont mis à sa place');
  });

  it('prints the items as shown and, for the answers, the correct order', () => {
    expect(orderWeb.print(slide()).lists).toEqual([
      { title: 'Items', items: SHOWN, ordered: false },
      { title: 'Correct order', items: ['Mercury', 'Venus', 'Earth', 'Mars'], ordered: true },
    ]);
  });
});
