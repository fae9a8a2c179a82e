import { describe, expect, it } from 'vitest';
import { orderType, quizType, wouldYouRatherType, type Slide } from '@mingle/shared';
import type { DeckFormatDocument } from '../../graphql/decks';
import { describeProblem, errorsOf, fieldLabel, validateDocument } from './validation';

const quiz = (id: string, patch: Record<string, unknown> = {}) =>
  ({
    type: 'quiz',
    id,
    question: 'Capital of France?',
    options: [
      { text: 'Paris', correct: true },
      { text: 'Lyon', correct: false },
    ],
    multiSelect: false,
    timeLimit: 20,
    points: 'standard',
    ...patch,
  }) as Slide;

const doc = (slides: Slide[], patch: Partial<DeckFormatDocument> = {}): DeckFormatDocument => ({
  version: 1,
  title: 'Trivia',
  description: '',
  tags: [],
  slides,
  ...patch,
});

describe('validateDocument', () => {
  it('has no errors and no problems for a finished deck', () => {
    const v = validateDocument(doc([quiz('a')]));
    expect(v.count).toBe(0);
    expect(v.problems).toEqual([]);
    expect(errorsOf(v, 'a')).toEqual({});
  });

  it('files slide issues under the slide id, keyed by the path inside the slide', () => {
    const long = 'x'.repeat(121);
    const v = validateDocument(
      doc([
        quiz('a'),
        quiz('b', {
          options: [
            { text: 'ok', correct: true },
            { text: long, correct: false },
          ],
          timeLimit: 2,
        }),
      ]),
    );
    expect(errorsOf(v, 'a')).toEqual({});
    expect(errorsOf(v, 'b')).toEqual({ 'options[1].text': 'at most 120 characters', timeLimit: 'at least 5 seconds' });
    expect(v.count).toBe(2);
  });

  it('files deck-field issues under the deck', () => {
    const v = validateDocument(doc([quiz('a')], { title: '   ', tags: ['ok', 'x'.repeat(31)] }));
    expect(v.deck).toEqual({ title: 'is required', 'tags[1]': 'at most 30 characters' });
  });

  it('reports a repeated slide id on the second slide', () => {
    const v = validateDocument(doc([quiz('a'), quiz('a')]));
    expect(v.slides.get('a')).toEqual({ id: 'the same id as slides[0]' });
  });

  it('keeps the first message per path', () => {
    const v = validateDocument(doc([quiz('a', { options: [] })]));
    expect(Object.keys(errorsOf(v, 'a'))).toEqual(['options']);
  });

  it('lists the problems left before hosting separately from errors', () => {
    const v = validateDocument(
      doc([
        quiz('a', {
          question: '',
          options: [
            { text: 'Paris', correct: false },
            { text: '', correct: false },
          ],
        }),
      ]),
    );
    expect(v.count).toBe(0);
    expect(v.problems.map((p) => [p.slideId, p.path, p.message])).toEqual([
      ['a', 'question', 'is required'],
      ['a', 'options[1].text', 'is required'],
      ['a', 'options', 'mark at least one option correct'],
    ]);
  });
});

describe('fieldLabel', () => {
  it('says which field in words', () => {
    expect(fieldLabel('question')).toBe('Question');
    expect(fieldLabel('options[1].text')).toBe('Option 2');
    expect(fieldLabel('options[0].image')).toBe('Option 1 image');
    expect(fieldLabel('statements[2]')).toBe('Statement 3');
    expect(fieldLabel('sourceSlideId')).toBe('Source slide id');
    expect(fieldLabel('timeLimit')).toBe('Time limit');
    expect(fieldLabel('optionB')).toBe('Option B');
  });
});

describe('describeProblem', () => {
  it('reads as a sentence', () => {
    expect(describeProblem({ path: 'question', message: 'is required' })).toBe('Question is required');
    expect(describeProblem({ path: 'options[1].text', message: 'is required' })).toBe('Option 2 is required');
    expect(describeProblem({ path: 'options', message: 'mark at least one option correct' })).toBe('Mark at least one option correct');
    expect(describeProblem({ path: 'slides', message: 'add at least one slide' })).toBe('Add at least one slide');
  });

  it('names a would-you-rather choice as its form does', () => {
    const problems = wouldYouRatherType.problems!({ ...wouldYouRatherType.create(), question: 'Which?' });
    expect(problems.map(describeProblem)).toEqual(['Option A is required', 'Option B is required']);
  });

  it('names the repeated option, item or statement first', () => {
    const [repeated] = quizType.problems!({
      ...quizType.create(),
      question: 'Capital of France?',
      options: [
        { text: 'Paris', correct: true },
        { text: 'Lyon', correct: false },
        { text: 'paris', correct: false },
      ],
    });
    expect(describeProblem(repeated!)).toBe('Option 3 is the same as option 1: each option must be different');
    const [item] = orderType.problems!({ ...orderType.create(), question: 'Oldest first', items: ['Rome', 'Paris', 'rome '] });
    expect(describeProblem(item!)).toBe('Item 3 is the same as item 1: each item must be different');
  });
});
