import { describe, expect, it } from 'vitest';
import { parseScreencapSlide } from '../routeTable';
import { screencapResultStep, screencapSteps } from './screencap';

// ADR 45: a recap slide is drawn at the moment the room first saw it and at its answers.
describe('screencapSteps', () => {
  it.each([
    ['quiz', ['question', 'reveal']],
    ['truefalse', ['question', 'reveal']],
    ['typeanswer', ['question', 'reveal']],
    ['order', ['question', 'reveal']],
    ['number', ['question', 'reveal']],
    ['poll', ['answering', 'results']],
    ['wordcloud', ['answering', 'results']],
    ['opentext', ['answering', 'results']],
    ['scale', ['answering', 'results']],
    ['ranking', ['answering', 'results']],
    ['wouldyourather', ['answering', 'results']],
    ['twotruths', ['answering', 'reveal']],
    ['whosaid', ['quote', 'reveal']],
    ['content', ['show']],
    ['nonsense', []],
  ])('%s: %j', (type, steps) => {
    expect(screencapSteps(type)).toEqual(steps);
  });

  it('never a leaderboard nor the countdown between', () => {
    expect(screencapSteps('quiz')).not.toContain('leaderboard');
    expect(screencapSteps('quiz')).not.toContain('answering');
  });

  it('downloads and previews show the answers: the last step', () => {
    expect(screencapResultStep('quiz')).toBe('reveal');
    expect(screencapResultStep('poll')).toBe('results');
    expect(screencapResultStep('whosaid')).toBe('reveal');
    expect(screencapResultStep('nonsense')).toBeNull();
  });
});

describe('parseScreencapSlide', () => {
  it('takes a 1-based number in plain digits only', () => {
    expect(parseScreencapSlide('1')).toBe(1);
    expect(parseScreencapSlide('200')).toBe(200);
    for (const bad of ['0', '01', '-1', '1.5', 'one', '', '12345', undefined]) expect(parseScreencapSlide(bad), String(bad)).toBeNull();
  });
});
