import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twoTruthsSlideSchema, twoTruthsType, type TwoTruthsResults, type TwoTruthsSlide } from '@mingle/shared';
import { createTranslator } from '../../i18n/translator';
import { en } from '../../i18n/messages/en';
import { lastCall, renderUi } from '../testing';
import { twoTruthsWeb } from './index';

afterEach(cleanup);

const STATEMENTS = ['I have met a president', 'I speak four languages', 'I have never seen snow'];
const slide = (over: Partial<TwoTruthsSlide> = {}): TwoTruthsSlide =>
  twoTruthsSlideSchema.parse({
    type: 'twotruths',
    id: 'sam',
    subject: 'A colleague',
    subjectIsParticipant: true,
    statements: STATEMENTS,
    lieIndex: 2,
    ...over,
  });
/** What a live phone gets: the public content (SPEC R19.3), typed as the slide views receive. */
const live = (revealed: boolean) => twoTruthsType.publicContent(slide(), revealed) as unknown as TwoTruthsSlide;
const results: TwoTruthsResults = {
  kind: 'twotruths',
  total: 9,
  counts: [1, 1, 7],
  lieIndex: 2,
  spotted: 7,
  spotters: ['Ada', 'Bo', 'Cy', 'Di', 'Ed'],
};
const noUpload = () => Promise.reject(new Error('no'));
const { t } = createTranslator('en', en);

describe('two truths editor', () => {
  it('edits a statement, marks another lie and turns the participant subject off', () => {
    const onChange = vi.fn();
    renderUi(<twoTruthsWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Statement 2/ }), { target: { value: 'I speak five languages' } });
    expect(lastCall<TwoTruthsSlide>(onChange).statements).toEqual([STATEMENTS[0], 'I speak five languages', STATEMENTS[2]]);
    fireEvent.click(screen.getByRole('radio', { name: 'Statement 1 is the lie' }));
    expect(lastCall<TwoTruthsSlide>(onChange).lieIndex).toBe(0);
    fireEvent.click(screen.getByRole('switch', { name: /About a participant/ }));
    expect(lastCall<TwoTruthsSlide>(onChange).subjectIsParticipant).toBe(false);
  });
});

describe('two truths on a phone (SPEC R19)', () => {
  it('R19.4 everyone but the subject picks the lie among the three statements, about the chosen nickname', () => {
    const onAnswer = vi.fn();
    renderUi(<twoTruthsWeb.PhoneView slide={live(false)} step="answering" onAnswer={onAnswer} play={{ nickname: 'Sam' }} sitsOut={null} />);
    expect(screen.getByRole('heading', { name: 'Two truths and a lie about Sam: which one is the lie?' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(STATEMENTS);
    fireEvent.click(buttons[1]!);
    expect(onAnswer).toHaveBeenCalledWith({ choices: [1] });
  });

  it('R19.4 the subject’s phone has no vote: they’re guessing about you', () => {
    renderUi(
      <twoTruthsWeb.PhoneView slide={live(false)} step="answering" onAnswer={vi.fn()} play={{ nickname: 'Sam' }} sitsOut="subject" />,
    );
    expect(screen.getByText('They’re guessing about you')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('with nobody chosen, the slide’s label names the subject', () => {
    renderUi(<twoTruthsWeb.PhoneView slide={live(false)} step="answering" onAnswer={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Two truths and a lie about A colleague: which one is the lie?' })).toBeTruthy();
  });

  it('R19.6 the reveal marks the lie in words, the phone’s own pick and result, and who spotted it', () => {
    renderUi(
      <twoTruthsWeb.PhoneView
        slide={live(true)}
        step="reveal"
        answer={{ choices: [2] }}
        personalResult={{ correct: true, points: 900 }}
        results={results}
        play={{ nickname: 'Sam' }}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([`True${STATEMENTS[0]}`, `True${STATEMENTS[1]}`, `The lie${STATEMENTS[2]}Your pick`]);
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Spotted by Ada, Bo, Cy, Di, Ed and 2 others')).toBeTruthy();
  });

  it('the subject sees the reveal too, without a result of their own', () => {
    renderUi(<twoTruthsWeb.PhoneView slide={live(true)} step="reveal" results={results} sitsOut="subject" play={{ nickname: 'Sam' }} />);
    expect(screen.getByText('How well do they know you?')).toBeTruthy();
    expect(screen.queryByText(/points/)).toBeNull();
  });
});

describe('two truths on the big screen and in results', () => {
  it('answering: the statements and whom they are about, nothing marked', () => {
    renderUi(
      <twoTruthsWeb.ScreenView
        slide={live(false)}
        step="answering"
        play={{ nickname: 'Sam' }}
        results={{ kind: 'choices', total: 3, counts: [] }}
        secondsLeft={12}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Two truths and a lie about Sam: which one is the lie?' })).toBeTruthy();
    for (const s of STATEMENTS) expect(screen.getByText(s)).toBeTruthy();
    expect(screen.queryByText('The lie')).toBeNull();
  });

  it('R19.6 reveal: the lie in words, the count per statement, who spotted it', () => {
    renderUi(
      <twoTruthsWeb.ScreenView
        slide={live(true)}
        step="reveal"
        play={{ nickname: 'Sam' }}
        results={{ ...results, spotted: 2, spotters: ['Ada', 'Bo'] }}
      />,
    );
    const lie = screen.getByText(STATEMENTS[2]!).closest('li')!;
    expect(within(lie).getByText('The lie')).toBeTruthy();
    expect(within(lie).getByText('7 answers')).toBeTruthy();
    expect(screen.getAllByText('True')).toHaveLength(2);
    expect(screen.getByText('Spotted by Ada and Bo')).toBeTruthy();
  });

  it('results, solution text and print name the lie', () => {
    renderUi(<twoTruthsWeb.Results slide={slide()} results={{ ...results, spotted: 0, spotters: [] }} />);
    expect(screen.getByText(`The lie: ${STATEMENTS[2]}`)).toBeTruthy();
    expect(screen.getByText('Nobody spotted the lie')).toBeTruthy();
    expect(twoTruthsWeb.solutionText(slide(), t)).toBe(`The lie: ${STATEMENTS[2]}`);
    expect(twoTruthsWeb.solutionText(live(false), t)).toBeNull();
    expect(twoTruthsWeb.print(slide()).choices!.map((c) => c.mark)).toEqual([undefined, undefined, 'lie']);
    expect(twoTruthsWeb.summary(slide({ subject: '' }))).toBe('About a participant');
  });
});
