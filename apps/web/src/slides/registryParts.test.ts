import { describe, expect, it } from 'vitest';
import { SLIDE_TYPES } from '@mingle/shared';
import { PHONE_SLIDE_TYPES } from './phoneViews';
import { WEB_SLIDE_TYPES } from './registry';
import { missingParts } from './registryParts';

describe('every playable slide type brings every part (issue 17)', () => {
  it.each(Object.keys(SLIDE_TYPES))('%s has its rules, screens and phone view', (type) => {
    expect(missingParts(SLIDE_TYPES[type], WEB_SLIDE_TYPES[type], PHONE_SLIDE_TYPES[type])).toEqual([]);
  });

  it('names what a type lacks', () => {
    const quiz = SLIDE_TYPES.quiz!;
    const web = WEB_SLIDE_TYPES.quiz!;
    const { score: _score, ...unscored } = quiz;
    expect(missingParts(unscored, web, PHONE_SLIDE_TYPES.quiz)).toEqual(['score']);
    const { answerInWords: _words, ...wordless } = SLIDE_TYPES.poll!;
    expect(missingParts(wordless, WEB_SLIDE_TYPES.poll, PHONE_SLIDE_TYPES.poll)).toEqual(['answerInWords (reports)']);
    const { print: _print, Results: _results, ...partial } = web;
    expect(missingParts(quiz, partial, undefined)).toEqual([
      'results view',
      'print facts',
      'phone view (phone app, slides/<type>/phone.ts)',
    ]);
    expect(missingParts(undefined, web, PHONE_SLIDE_TYPES.quiz)).toEqual(['shared definition']);
  });
});
