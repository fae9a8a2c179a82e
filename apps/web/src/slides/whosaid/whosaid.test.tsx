import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTextSlideSchema, quizSlideSchema, whoSaidSlideSchema, type WhoSaidResults, type WhoSaidSlide } from '@mingle/shared';
import { renderUi } from '../testing';
import { UpcomingAlert } from '../../scenes/Host/UpcomingAlert';
import { whoSaidWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<WhoSaidSlide> = {}) =>
  whoSaidSlideSchema.parse({ type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds: 2, ...over });
const noUpload = () => Promise.reject(new Error('no'));
const people = [
  { participantId: 'p1', nickname: 'Ada' },
  { participantId: 'p2', nickname: 'Bea' },
  { participantId: 'p3', nickname: 'Cyd' },
];
const QUOTE = 'I once ate a whole cake alone';
const before = { quote: QUOTE, candidates: people };
const revealed = { ...before, author: people[1] };
const results: WhoSaidResults = {
  kind: 'whosaid',
  total: 3,
  quote: QUOTE,
  candidates: [
    { ...people[0]!, votes: 1, author: false },
    { ...people[1]!, votes: 2, author: true },
    { ...people[2]!, votes: 0, author: false },
  ],
  guessedRight: ['Cyd', 'Ada'],
};

describe('who said it: editor (R20.1)', () => {
  it('chooses the source among the open-text questions before it', () => {
    const onChange = vi.fn();
    const before = [
      openTextSlideSchema.parse({ type: 'opentext', id: 'ideas', question: 'Something surprising about you?' }),
      quizSlideSchema.parse({ type: 'quiz', id: 'q', question: 'Capital?', options: [{ text: 'a' }, { text: 'b' }] }),
      openTextSlideSchema.parse({ type: 'opentext', id: 'food', question: 'Your comfort food?' }),
    ];
    renderUi(
      <whoSaidWeb.Editor
        slide={slide({ sourceSlideId: '' })}
        onChange={onChange}
        errors={{}}
        uploadImage={noUpload}
        slidesBefore={before}
      />,
    );
    const select = screen.getByRole('combobox', { name: /Quotes from/ });
    expect(within(select).queryByRole('option', { name: /Capital/ })).toBeNull();
    fireEvent.change(select, { target: { value: 'food' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sourceSlideId: 'food' }));
  });

  it('says to add an open-text question first when there is none before it', () => {
    renderUi(
      <whoSaidWeb.Editor slide={slide({ sourceSlideId: '' })} onChange={vi.fn()} errors={{}} uploadImage={noUpload} slidesBefore={[]} />,
    );
    expect(screen.getByText('Add an open-text question before this slide: its answers are the quotes.')).toBeTruthy();
  });
});

describe('who said it: phone (R20.4–R20.7, R16.4)', () => {
  it('shows the quote, then big buttons with the names; a tap answers { participantId }', () => {
    const onAnswer = vi.fn();
    const { rerender } = renderUi(<whoSaidWeb.PhoneView slide={slide()} step="quote" play={before} />);
    expect(screen.getByText(`“${QUOTE}”`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ada/ })).toBeNull();
    rerender(<whoSaidWeb.PhoneView slide={slide()} step="answering" play={before} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: /^Bea/ }));
    expect(onAnswer).toHaveBeenLastCalledWith({ participantId: 'p2' });
  });

  it('tells the author’s phone it is their quote, and cannot answer', () => {
    renderUi(<whoSaidWeb.PhoneView slide={slide()} step="answering" play={before} sitsOut="author" onAnswer={vi.fn()} />);
    expect(screen.getByText('This is your quote!')).toBeTruthy();
    expect(screen.getByText('Sit back while the others guess.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ada/ })).toBeNull();
  });

  it('after the reveal, each phone its result and who wrote it; the author how many found them', () => {
    const { rerender } = renderUi(
      <whoSaidWeb.PhoneView
        slide={slide()}
        step="reveal"
        play={revealed}
        answer={{ participantId: 'p1' }}
        personalResult={{ correct: false, points: 0 }}
      />,
    );
    expect(screen.getByText('Not this time')).toBeTruthy();
    expect(screen.getByText(/Bea/)).toBeTruthy();
    rerender(<whoSaidWeb.PhoneView slide={slide()} step="reveal" play={revealed} sitsOut="author" results={results} />);
    expect(screen.getByText('2 people guessed it was you.')).toBeTruthy();
  });

  it('says so when the source question had too few answers', () => {
    renderUi(<whoSaidWeb.PhoneView slide={slide()} step="quote" play={{ quote: null, authors: 1, needed: 2 }} />);
    expect(screen.getByText('No quote this round')).toBeTruthy();
  });
});

describe('who said it: big screen (R20.5, R20.8)', () => {
  it('quote: the quote large, the round, no names', () => {
    renderUi(<whoSaidWeb.ScreenView slide={slide()} step="quote" play={before} round={1} />);
    expect(screen.getByRole('heading', { name: `“${QUOTE}”` })).toBeTruthy();
    expect(screen.getByText('Who said it? · Round 2 of 2')).toBeTruthy();
    expect(screen.queryByText('Ada')).toBeNull();
  });

  it('answering: the names and the countdown, nobody marked', () => {
    renderUi(<whoSaidWeb.ScreenView slide={slide()} step="answering" play={before} secondsLeft={12} />);
    for (const p of people) expect(screen.getByText(p.nickname)).toBeTruthy();
    expect(screen.queryByText(/It was/)).toBeNull();
  });

  it('reveal: names the author and who guessed right', () => {
    renderUi(<whoSaidWeb.ScreenView slide={slide()} step="reveal" play={revealed} results={results} />);
    expect(screen.getByText('It was Bea! Guessed right: Cyd, Ada')).toBeTruthy();
  });

  it('a preview shows a sample quote, labelled', () => {
    renderUi(<whoSaidWeb.ScreenView slide={slide()} step="quote" />);
    expect(screen.getByText('Sample quote')).toBeTruthy();
  });

  it('too few answers: says why', () => {
    renderUi(<whoSaidWeb.ScreenView slide={slide()} step="quote" play={{ quote: null, authors: 1, needed: 2 }} />);
    expect(screen.getByText('No quote to guess')).toBeTruthy();
    expect(screen.getByText(/only 1 person answered/)).toBeTruthy();
  });
});

describe('who said it: results and host', () => {
  it('results: votes per name, the author marked', () => {
    renderUi(<whoSaidWeb.Results slide={slide()} results={results} />);
    expect(screen.getByText(`“${QUOTE}”`)).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(whoSaidWeb.solutionText(slide(), (id) => id, revealed)).toBe('Bea');
    expect(whoSaidWeb.solutionText(slide(), (id) => id, before)).toBeNull();
  });

  it('R20.3 the host is told before the slide, and Skip goes to the slide after it', () => {
    const onSkip = vi.fn();
    renderUi(
      <UpcomingAlert
        host={{ upcoming: { slideIndex: 1, slideId: 'who', kind: 'TOO_FEW_QUOTES', have: 1, need: 2 }, live: { slideCount: 3 } as never }}
        busy={false}
        onSkip={onSkip}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/needs answers from at least 2 people to its open-text question; only 1 person answered/)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Skip slide 2' }));
    expect(onSkip).toHaveBeenCalledWith(2);
  });

  it("R20.3 on the deck's last slide there is no slide after it: the host may skip it by ending the event", () => {
    const onSkip = vi.fn();
    const onEnd = vi.fn();
    const upcoming = { slideIndex: 2, slideId: 'who', kind: 'TOO_FEW_QUOTES' as const, have: 0, need: 2 };
    const { rerender } = renderUi(
      <UpcomingAlert host={{ upcoming, live: { slideCount: 3 } as never }} busy={false} onSkip={onSkip} onEnd={onEnd} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByRole('button', { name: /^Skip slide 3$/ })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Skip slide 3 and end the event' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onSkip).not.toHaveBeenCalled();
    // A host who may not end the event gets the warning without the button.
    rerender(<UpcomingAlert host={{ upcoming, live: { slideCount: 3 } as never }} busy={false} onSkip={onSkip} />);
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
  });
});
