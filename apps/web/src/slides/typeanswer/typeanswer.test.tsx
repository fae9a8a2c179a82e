import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeAnswerSlideSchema, typeAnswerType, type TypeAnswerSlide, type TypedResults } from '@mingle/shared';
import { PrintSlide } from '../../scenes/Print/PrintSlide';
import { lastCall, renderUi } from '../testing';
import { typeAnswerWeb } from './index';

afterEach(cleanup);

const slide = (over: Partial<TypeAnswerSlide> = {}): TypeAnswerSlide =>
  typeAnswerSlideSchema.parse({
    type: 'typeanswer',
    id: 'ta1',
    question: 'Capital of Australia?',
    accepted: ['Canberra', 'Canberra, ACT'],
    typoTolerance: true,
    explanation: 'Not Sydney.',
    ...over,
  });
/** What a phone is sent before the reveal (SPEC R10.9): no accepted answers, no explanation. */
const beforeReveal = (s = slide()) => typeAnswerType.publicContent(s, false) as unknown as TypeAnswerSlide;
const noUpload = () => Promise.reject(new Error('no'));

const typed: TypedResults = {
  kind: 'typed',
  total: 20,
  correctCount: 13,
  answers: [
    { text: 'Canberra', count: 11, correct: true },
    { text: 'Sydney', count: 5, correct: false },
    { text: 'Canbera', count: 2, correct: true },
  ],
  others: 2,
};

describe('type answer editor', () => {
  it('edits the question and the accepted answers', () => {
    const onChange = vi.fn();
    renderUi(<typeAnswerWeb.Editor slide={slide()} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.change(screen.getByLabelText(/Question/), { target: { value: 'Capital of Canada?' } });
    expect(lastCall<TypeAnswerSlide>(onChange)).toEqual({ ...slide(), question: 'Capital of Canada?' });
    fireEvent.change(screen.getByLabelText('Accepted answer 2'), { target: { value: 'Ottawa' } });
    expect(lastCall<TypeAnswerSlide>(onChange).accepted).toEqual(['Canberra', 'Ottawa']);
    fireEvent.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    expect(lastCall<TypeAnswerSlide>(onChange).accepted).toEqual(['Canberra', 'Canberra, ACT', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove accepted answer 1' }));
    expect(lastCall<TypeAnswerSlide>(onChange).accepted).toEqual(['Canberra, ACT']);
  });

  it('keeps at least 1 and at most 10 accepted answers', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(
      <typeAnswerWeb.Editor slide={slide({ accepted: ['only'] })} onChange={onChange} errors={{}} uploadImage={noUpload} />,
    );
    expect(screen.getByRole('button', { name: 'Remove accepted answer 1' })).toHaveProperty('disabled', true);
    const ten = slide({ accepted: Array.from({ length: 10 }, (_, i) => `a${i}`) });
    rerender(<typeAnswerWeb.Editor slide={ten} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('button', { name: 'Add accepted answer' })).toHaveProperty('disabled', true);
  });

  it('turns typo tolerance on and off, and sets time and points', () => {
    const onChange = vi.fn();
    renderUi(<typeAnswerWeb.Editor slide={slide({ typoTolerance: false })} onChange={onChange} errors={{}} uploadImage={noUpload} />);
    fireEvent.click(screen.getByRole('switch', { name: /Forgive one typo/ }));
    expect(lastCall<TypeAnswerSlide>(onChange).typoTolerance).toBe(true);
    fireEvent.change(screen.getByLabelText('Time limit'), { target: { value: '45 s' } });
    expect(lastCall<TypeAnswerSlide>(onChange).timeLimit).toBe(45);
    fireEvent.click(screen.getByLabelText(/Double/));
    expect(lastCall<TypeAnswerSlide>(onChange).points).toBe('double');
  });

  it('shows problems inline at their paths', () => {
    renderUi(
      <typeAnswerWeb.Editor
        slide={slide({ question: '', accepted: ['Canberra', ''] })}
        onChange={vi.fn()}
        errors={{ question: 'is required', 'accepted[1]': 'is required for hosting' }}
        uploadImage={noUpload}
      />,
    );
    expect(screen.getByText('is required')).toBeTruthy();
    expect(screen.getByLabelText('Accepted answer 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('is required for hosting')).toBeTruthy();
  });

  it('R10.1 R10.5 tries an answer as a player would type it', () => {
    const { rerender } = renderUi(<typeAnswerWeb.Editor slide={slide()} onChange={vi.fn()} errors={{}} uploadImage={noUpload} />);
    const box = screen.getByLabelText('Try an answer');
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(box, { target: { value: '  CANBÉRRA ' } });
    expect(screen.getByRole('status').textContent).toBe('Counts as correct');
    fireEvent.change(box, { target: { value: 'Canbera' } });
    expect(screen.getByRole('status').textContent).toBe('Counts as correct');
    rerender(<typeAnswerWeb.Editor slide={slide({ typoTolerance: false })} onChange={vi.fn()} errors={{}} uploadImage={noUpload} />);
    expect(screen.getByRole('status').textContent).toBe('Does not count');
  });
});

describe('type answer phone', () => {
  it('counts characters live and sends the trimmed text with the button', () => {
    const onAnswer = vi.fn();
    renderUi(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" onAnswer={onAnswer} />);
    const input = screen.getByLabelText('Your answer');
    expect(input.getAttribute('maxlength')).toBe('120');
    expect(screen.getByText('0/120')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send answer' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '  Canberra ' } });
    expect(screen.getByText('11/120')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(onAnswer).toHaveBeenCalledWith({ text: 'Canberra' });
  });

  it('sends with Enter: the box and its submit button are one form', () => {
    const onAnswer = vi.fn();
    renderUi(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" onAnswer={onAnswer} />);
    const input = screen.getByLabelText('Your answer');
    fireEvent.change(input, { target: { value: 'Sydney' } });
    const form = input.closest('form')!;
    expect(within(form).getByRole('button', { name: 'Send answer' }).getAttribute('type')).toBe('submit');
    expect(input.getAttribute('enterkeyhint')).toBe('send');
    fireEvent.submit(form);
    expect(onAnswer).toHaveBeenCalledWith({ text: 'Sydney' });
  });

  it('sends nothing blank, and nothing without onAnswer', () => {
    const onAnswer = vi.fn();
    const { rerender } = renderUi(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" onAnswer={onAnswer} />);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByLabelText('Your answer').closest('form')!);
    expect(onAnswer).not.toHaveBeenCalled();
    rerender(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" />);
    expect(screen.getByLabelText('Your answer')).toHaveProperty('disabled', true);
  });

  it('says whether one typo is forgiven', () => {
    const { rerender } = renderUi(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" />);
    expect(screen.getByText('Capitals and accents do not matter, and one small typo is forgiven.')).toBeTruthy();
    rerender(<typeAnswerWeb.PhoneView slide={beforeReveal(slide({ typoTolerance: false }))} step="answering" />);
    expect(screen.getByText('Capitals and accents do not matter.')).toBeTruthy();
  });

  it('shows the answer sent', () => {
    renderUi(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" answer={{ text: 'Canbera' }} />);
    expect(screen.getByText('Answer sent')).toBeTruthy();
    expect(screen.getByText('You answered: “Canbera”')).toBeTruthy();
  });

  it('after the reveal: whether it counted, the answer given and the accepted ones', () => {
    const revealed = typeAnswerType.publicContent(slide(), true) as unknown as TypeAnswerSlide;
    const { rerender } = renderUi(
      <typeAnswerWeb.PhoneView
        slide={revealed}
        step="reveal"
        answer={{ text: 'Sydney' }}
        personalResult={{ correct: false, points: 0, rank: 4 }}
      />,
    );
    expect(screen.getByText('Not this time')).toBeTruthy();
    expect(screen.getByText('Sydney')).toBeTruthy();
    expect(screen.getByText('Accepted answers')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Canberra', 'Canberra, ACT']);
    expect(screen.queryByText('Counted: one typo forgiven')).toBeNull();

    rerender(
      <typeAnswerWeb.PhoneView
        slide={revealed}
        step="reveal"
        answer={{ text: 'Canbera' }}
        personalResult={{ correct: true, points: 900, rank: 1 }}
      />,
    );
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Counted: one typo forgiven')).toBeTruthy();

    rerender(
      <typeAnswerWeb.PhoneView
        slide={revealed}
        step="reveal"
        answer={{ text: 'canberra' }}
        personalResult={{ correct: true, points: 900, rank: 1 }}
      />,
    );
    expect(screen.queryByText('Counted: one typo forgiven')).toBeNull();
  });

  it('R10.9 before the reveal the phone has no accepted answer to show, and shows none', () => {
    const { container } = renderUi(<typeAnswerWeb.PhoneView slide={beforeReveal()} step="answering" answer={{ text: 'x' }} />);
    expect(container.textContent).not.toContain('Canberra');
  });
});

describe('type answer big screen and results', () => {
  it('asks for typed answers while answering, with the countdown and the typo rule', () => {
    renderUi(<typeAnswerWeb.ScreenView slide={beforeReveal()} step="answering" secondsLeft={7.2} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('8 seconds left');
    expect(screen.getAllByText('Type your answer on your phone').length).toBeGreaterThan(0);
    expect(screen.getByText('One small typo is forgiven')).toBeTruthy();
  });

  it('reveals the accepted answers and the most given ones, correct ones marked in words too', () => {
    renderUi(<typeAnswerWeb.ScreenView slide={slide()} step="reveal" results={typed} simulated />);
    expect(screen.getByText('Accepted answers')).toBeTruthy();
    expect(screen.getByText('Canberra, ACT')).toBeTruthy();
    expect(screen.getByText('Correct: 13 of 20')).toBeTruthy();
    expect(screen.getByLabelText('Canberra: 11 answers, correct')).toBeTruthy();
    expect(screen.getByLabelText('Sydney: 5 answers')).toBeTruthy();
    expect(screen.getByLabelText('Canbera: 2 answers, correct')).toBeTruthy();
    expect(screen.getByText('+ 2 other answers')).toBeTruthy();
    expect(screen.getByText('Not Sydney.')).toBeTruthy();
    expect(screen.getByText('Simulated answers')).toBeTruthy();
  });

  it('says so when nobody answered', () => {
    renderUi(
      <typeAnswerWeb.ScreenView slide={slide()} step="reveal" results={{ ...typed, total: 0, correctCount: 0, answers: [], others: 0 }} />,
    );
    expect(screen.getByText('Nobody answered.')).toBeTruthy();
  });

  it('lists the answers with counts and shares for the host', () => {
    renderUi(<typeAnswerWeb.Results slide={slide()} results={typed} />);
    expect(screen.getByText('20 answers')).toBeTruthy();
    expect(screen.getByText('11 · 55%')).toBeTruthy();
    expect(screen.getAllByText('Correct')).toHaveLength(2);
    expect(screen.getByText('+ 2 other answers')).toBeTruthy();
  });

  it('reads the solution out and prints the accepted answers with the typo rule', () => {
    const t = (id: string) => id;
    expect(typeAnswerWeb.solutionText(slide(), t as never)).toBe('Canberra / Canberra, ACT');
    expect(typeAnswerWeb.solutionText(beforeReveal(), t as never)).toBeNull();
    const printed = typeAnswerWeb.print(slide());
    expect(printed.lists).toEqual([{ title: 'Accepted answers', items: ['Canberra', 'Canberra, ACT'], ordered: false }]);
    expect(printed.facts).toContain('One typo is forgiven in answers of 5 or more characters, unless it changes a digit');
    expect(typeAnswerWeb.print(slide({ typoTolerance: false })).facts).toContain('Typos are not forgiven');
  });

  it('prints the accepted answers for the host, and leaves them out of a handout', () => {
    const { rerender } = renderUi(<PrintSlide slide={slide()} index={0} showAnswers showNotes={false} />);
    expect(screen.getByText('Accepted answers')).toBeTruthy();
    expect(screen.getByText('Canberra, ACT')).toBeTruthy();
    rerender(<PrintSlide slide={slide()} index={0} showAnswers={false} showNotes={false} />);
    expect(screen.getByText('Capital of Australia?')).toBeTruthy();
    expect(screen.queryByText('Accepted answers')).toBeNull();
    expect(screen.queryByText(/Canberra/)).toBeNull();
  });
});
