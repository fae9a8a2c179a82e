import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPIN_DURATION_MS, spinnerSlideSchema, type SpinnerPlay, type SpinnerSlide } from '@mingle/shared';
import { lastCall, renderUi } from '../testing';
import type { HostPanelProps } from '../types';
import { spinnerWeb } from './index';
import { fitLabel, segmentStyle } from './wheel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slide = (over: Partial<SpinnerSlide> = {}): SpinnerSlide =>
  spinnerSlideSchema.parse({ type: 'spinner', id: 'w1', title: 'Who presents next?', ...over });
const wheel: SpinnerPlay = {
  segments: [
    { label: 'Ana', participantId: 'pa' },
    { label: 'Ben', participantId: 'pb' },
    { label: 'Cy', participantId: 'pc' },
  ],
  pool: 3,
  taken: [],
};
const spun: SpinnerPlay = { ...wheel, winner: 1, spunAt: 1000, landing: 0.5 };
const noUpload = () => Promise.reject(new Error('no'));

describe('spinner editor', () => {
  it('edits the title, switches to a list of items (two to start) and keeps winners on', () => {
    const onChange = vi.fn();
    const view = renderUi(<spinnerWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Lunch?' } });
    expect(lastCall<SpinnerSlide>(onChange).title).toBe('Lunch?');
    fireEvent.click(screen.getByRole('radio', { name: 'My list' }));
    expect(lastCall<SpinnerSlide>(onChange)).toMatchObject({ source: 'items', items: ['', ''] });
    view.rerender(
      <spinnerWeb.Editor slide={slide({ source: 'items', items: ['Pizza', ''] })} onChange={onChange} errors={{}} uploadImage={noUpload} />,
    );
    fireEvent.change(screen.getByLabelText('Item 2'), { target: { value: 'Sushi' } });
    expect(lastCall<SpinnerSlide>(onChange).items).toEqual(['Pizza', 'Sushi']);
    fireEvent.click(screen.getByRole('switch', { name: /Take winners out/ }));
    expect(lastCall<SpinnerSlide>(onChange).removeWinners).toBe(false);
  });
});

describe('spinner phone view (SPEC R21)', () => {
  it('a preview shows a sample wheel, labelled so', () => {
    renderUi(<spinnerWeb.PhoneView slide={slide()} step="spin" />);
    expect(screen.getByText(/Sample wheel/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /The wheel: Ada, Kofi/ })).toBeTruthy();
  });

  it('R21.6 the handed phone gets a Spin button that spins; the others see who spins', async () => {
    const onSpin = vi.fn(() => Promise.resolve(null));
    const handed = { ...wheel, spinnerId: 'pb', spinnerNickname: 'Ben' };
    const view = renderUi(<spinnerWeb.PhoneView slide={slide()} step="spin" round={0} play={handed} participantId="pb" onSpin={onSpin} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spin!' })));
    expect(onSpin).toHaveBeenCalledTimes(1);
    view.rerender(<spinnerWeb.PhoneView slide={slide()} step="spin" round={0} play={handed} participantId="pa" onSpin={onSpin} />);
    expect(screen.queryByRole('button', { name: 'Spin!' })).toBeNull();
    expect(screen.getByText('Ben is spinning…')).toBeTruthy();
  });

  it('a refused spin says why', async () => {
    const onSpin = () =>
      Promise.resolve({ info: { reason: 'SPIN_NOT_OPEN' as const, code: 'BAD_USER_INPUT', network: false, serverMessage: 'x' } });
    renderUi(<spinnerWeb.PhoneView slide={slide()} step="spin" play={{ ...wheel, spinnerId: 'pa' }} participantId="pa" onSpin={onSpin} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spin!' })));
    expect(screen.getByRole('alert').textContent).toBe('The wheel is not waiting for a spin any more.');
  });

  it('R21.5 a phone that saw the spin step animates, then announces the winner; “It’s you!” on the winner’s phone', () => {
    vi.useFakeTimers();
    const view = renderUi(<spinnerWeb.PhoneView slide={slide()} step="spin" round={0} play={wheel} participantId="pb" />);
    view.rerender(<spinnerWeb.PhoneView slide={slide()} step="result" round={0} play={spun} participantId="pb" />);
    expect(screen.getByText('Spinning…')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SPIN_DURATION_MS));
    expect(screen.getByText('Ben', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('It’s you!')).toBeTruthy();
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('The wheel stopped on Ben');
  });

  it('R21.5 with reduced motion the wheel does not turn: the winner shows as soon as the spin arrives', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      const view = renderUi(<spinnerWeb.PhoneView slide={slide()} step="spin" round={0} play={wheel} participantId="pa" />);
      view.rerender(<spinnerWeb.PhoneView slide={slide()} step="result" round={0} play={spun} participantId="pa" />);
      expect(screen.getByText('Ben', { selector: 'p' })).toBeTruthy();
      expect(screen.queryByText('Spinning…')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('R21.5 a phone arriving after the spin (reload, join) shows the stopped wheel at once', () => {
    renderUi(<spinnerWeb.PhoneView slide={slide()} step="result" round={0} play={spun} participantId="pa" />);
    expect(screen.getByText('Ben', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('It’s you!')).toBeNull();
  });

  it('R21.4 an empty wheel says everyone has had a turn', () => {
    renderUi(<spinnerWeb.PhoneView slide={slide()} step="spin" play={{ segments: [], pool: 0, taken: wheel.segments }} />);
    expect(screen.getAllByText('Everyone has had a turn').length).toBeGreaterThan(0);
  });
});

describe('spinner big screen (R21.5)', () => {
  it('shows who spins, then the winner in large words once stopped, and the earlier winners', () => {
    vi.useFakeTimers();
    const play = { ...wheel, taken: [{ label: 'Dee' }], spinnerNickname: 'Cy', spinnerId: 'pc' };
    const view = renderUi(<spinnerWeb.ScreenView slide={slide()} step="spin" round={1} play={play} />);
    expect(screen.getByText('Cy is spinning…')).toBeTruthy();
    expect(screen.getByText('Dee')).toBeTruthy();
    view.rerender(<spinnerWeb.ScreenView slide={slide()} step="result" round={1} play={{ ...play, winner: 0, spunAt: 5, landing: 0.3 }} />);
    act(() => vi.advanceTimersByTime(SPIN_DURATION_MS));
    expect(screen.getByText('The wheel picked')).toBeTruthy();
    expect(screen.getByText('Ana', { selector: 'p' })).toBeTruthy();
  });

  it('a preview of a wheel of items is labelled as a sample spin', () => {
    renderUi(<spinnerWeb.ScreenView slide={slide({ source: 'items', items: ['Tea', 'Coffee'] })} step="result" />);
    expect(screen.getByText('Sample spin')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The wheel: Tea, Coffee' })).toBeTruthy();
  });
});

describe('spinner host panel', () => {
  const props = (over: Partial<HostPanelProps<SpinnerSlide>> = {}): HostPanelProps<SpinnerSlide> => ({
    slide: slide(),
    step: 'spin',
    round: 0,
    play: wheel,
    participants: [
      { id: 'pa', nickname: 'Ana', connected: true },
      { id: 'pb', nickname: 'Ben', connected: false },
    ],
    busy: false,
    onAdvance: vi.fn(),
    onNextRound: vi.fn(),
    onHandSpin: vi.fn(),
    ...over,
  });

  it('spins, and after the spin spins again; the winners are listed once, in the notes’ results', () => {
    const p = props();
    const Panel = spinnerWeb.HostPanel!;
    const view = renderUi(<Panel {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(p.onAdvance).toHaveBeenCalled();
    view.rerender(<Panel {...p} step="result" round={1} play={{ ...spun, taken: [{ label: 'Cy' }] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spin again' }));
    expect(p.onNextRound).toHaveBeenCalled();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('R21.6 hands the spin to a participant', () => {
    const p = props({ play: { ...wheel, spinnerId: 'pa', spinnerNickname: 'Ana' } });
    const Panel = spinnerWeb.HostPanel!;
    renderUi(<Panel {...p} />);
    expect(screen.getByText('Ana has the spin.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('combobox', { name: /Hand the spin to/ })[0]!);
    fireEvent.click(screen.getByRole('option', { name: /Ben/ }));
    expect(p.onHandSpin).toHaveBeenCalledWith('pb');
  });
});

describe('spinner results (R21.7)', () => {
  it('list what each spin picked, first spin first, in the host’s notes', () => {
    const view = renderUi(<spinnerWeb.Results slide={slide()} results={{ kind: 'spins', total: 3, winners: ['Cy', 'Ben', 'Cy'] }} />);
    const list = screen.getByRole('list', { name: 'Picked so far' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Cy', 'Ben', 'Cy']);
    view.rerender(<spinnerWeb.Results slide={slide()} results={{ kind: 'spins', total: 0, winners: [] }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/Nothing picked yet/)).toBeTruthy();
  });
});

describe('wheel drawing', () => {
  it('neighbouring segments never share a colour, round the wheel too', () => {
    for (const n of [2, 3, 10, 11, 21, 24]) {
      for (let i = 0; i < n; i++) expect(segmentStyle(i, n).bg).not.toBe(segmentStyle((i + 1) % n, n).bg);
    }
  });

  it('long labels are cut with an ellipsis', () => {
    expect(fitLabel('Bartholomew the Great', 10)).toBe('Bartholom…');
    expect(fitLabel('Ana', 10)).toBe('Ana');
  });
});
