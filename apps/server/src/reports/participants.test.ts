import { describe, expect, it } from 'vitest';
import { ERASED_TEXT, eraseAnswerText } from './participants';

describe('eraseAnswerText: the free text of an answer (ADR 44)', () => {
  it.each([
    ['open text, typed answer, Q&A', { text: 'Ada Lovelace, London' }, { text: ERASED_TEXT }, true],
    ['word cloud', { words: ['ada', 'engines'] }, { words: [ERASED_TEXT, ERASED_TEXT] }, true],
    ['choices', { choices: [0, 2] }, { choices: [0, 2] }, false],
    ['true/false', { value: true }, { value: true }, false],
    ['number', { value: 42 }, { value: 42 }, false],
    ['order', { order: [2, 0, 1] }, { order: [2, 0, 1] }, false],
    ['scale', { values: [3, null] }, { values: [3, null] }, false],
    ['who said it names someone else by id', { participantId: 'p-1' }, { participantId: 'p-1' }, false],
    ['already erased', { text: ERASED_TEXT }, { text: ERASED_TEXT }, false],
  ])('%s', (_name, answer, value, changed) => {
    expect(eraseAnswerText(answer)).toEqual({ value, changed });
  });
});
