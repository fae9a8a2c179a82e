import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { slideSchema } from '@mingle/shared';
import { renderUi } from '../../slides/testing';
import { printDetails } from './printDetails';
import { PrintSlide } from './PrintSlide';

afterEach(cleanup);

const quiz = slideSchema.parse({
  type: 'quiz',
  question: 'Largest planet?',
  options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
  timeLimit: 30,
  points: 'double',
  explanation: 'It is 11 Earths wide.',
  notes: 'Pause for drama',
});

describe('printout', () => {
  it('marks correct answers with ✓ and the word, with settings, explanation and notes', () => {
    renderUi(<PrintSlide slide={quiz} index={0} showAnswers showNotes />);
    expect(screen.getByText('Largest planet?')).toBeTruthy();
    expect(screen.getByText('✓ Correct')).toBeTruthy();
    expect(screen.getByText(/Time limit 30 s · Double points \(2000\)/)).toBeTruthy();
    expect(screen.getByText('It is 11 Earths wide.')).toBeTruthy();
    expect(screen.getByText('Pause for drama')).toBeTruthy();
  });

  it('leaves answers and notes out of a handout', () => {
    renderUi(<PrintSlide slide={quiz} index={0} showAnswers={false} showNotes={false} />);
    expect(screen.queryByText('✓ Correct')).toBeNull();
    expect(screen.queryByText('Pause for drama')).toBeNull();
    expect(screen.getByText('Jupiter')).toBeTruthy();
  });

  it('prints option pictures beside their letters', () => {
    const image = '/v1/functions/files/ab/0123456789abcdef0123456789abcdef.png';
    const pictureQuiz = slideSchema.parse({
      type: 'quiz',
      question: 'Which flag?',
      options: [{ text: 'Red', image, correct: true }, { image }],
    });
    const { container } = renderUi(<PrintSlide slide={pictureQuiz} index={0} showAnswers showNotes={false} />);
    const pictures = container.querySelectorAll('ol img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual([image, image]);
    // A picture-only option is named by its picture, not printed as "(empty)".
    expect(screen.getByAltText('Picture of option B')).toBeTruthy();
    expect(screen.queryByText('(empty)')).toBeNull();
  });

  it('prints types without an editor from their fields', () => {
    const d = printDetails(slideSchema.parse({ type: 'twotruths', subject: 'Sam', statements: ['a', 'b', 'c'], lieIndex: 2 }));
    expect(d.main).toBe('About Sam');
    expect(d.choices.map((c) => c.mark)).toEqual([undefined, undefined, 'lie']);
    const tf = printDetails(slideSchema.parse({ type: 'truefalse', question: 'Q', answer: false }));
    expect(tf.choices).toEqual([
      { text: 'True', mark: undefined },
      { text: 'False', mark: 'correct' },
    ]);
  });
});
