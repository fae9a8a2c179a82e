import { describe, expect, it } from 'vitest';
import { answerTimeBars, bandWidthText, barsSummary, correctRateBars, scoreBars, scoreSummary } from './chartData';

const slide = (over: Partial<Parameters<typeof correctRateBars>[0][number]>) => ({
  slideId: 's',
  slideIndex: 0,
  round: 0,
  headline: 'Q',
  scored: true,
  answered: 2,
  correctRate: 0.5,
  averageAnswerMs: 4000,
  ...over,
});

describe('chart data', () => {
  it('scales score bands to the fullest one, and says each in words', () => {
    const bands = [
      { from: 0, to: 249, count: 1 },
      { from: 250, to: 499, count: 0 },
      { from: 1750, to: 1999, count: 4 },
    ];
    expect(scoreBars(bands).map((b) => [b.label, b.value, b.share])).toEqual([
      ['0', '1', 0.25],
      ['250', '0', 0],
      ['1750', '4', 1],
    ]);
    expect(scoreBars([{ from: 12_500, to: 14_999, count: 1 }])[0]!.label).toBe('12.5k');
    expect(bandWidthText(bands)).toBe('Bands of 250 points');
    expect(scoreSummary(bands)).toBe(
      'Participants by final score. 0 to 249 points: 1 person; 250 to 499 points: 0 people; 1750 to 1999 points: 4 people.',
    );
    expect(scoreBars([{ from: 0, to: 0, count: 3 }])[0]).toMatchObject({ label: '0', share: 1 });
  });

  it('draws the correct rate of each answered scored slide, red under half, amber under three quarters', () => {
    const bars = correctRateBars(
      [
        slide({ slideId: 'a', slideIndex: 0, headline: 'Easy', correctRate: 1 }),
        slide({ slideId: 'b', slideIndex: 1, headline: 'Poll', scored: false, correctRate: null }),
        slide({ slideId: 'c', slideIndex: 2, headline: 'Hard', correctRate: 1 / 3 }),
        slide({ slideId: 'd', slideIndex: 3, headline: 'Unplayed', answered: 0, correctRate: null }),
        slide({ slideId: 'e', slideIndex: 4, round: 1, headline: 'Middling', correctRate: 0.6 }),
      ],
      new Set(['e']),
    );
    expect(bars.map((b) => [b.label, b.value, b.share, b.tone])).toEqual([
      ['Slide 1: Easy', '100%', 1, 'high'],
      ['Slide 3: Hard', '33%', 1 / 3, 'low'],
      ['Slide 5 · round 2: Middling', '60%', 0.6, 'mid'],
    ]);
    expect(barsSummary('Correct answers per slide', bars)).toBe(
      'Correct answers per slide. Slide 1: Easy: 100%; Slide 3: Hard: 33%; Slide 5 · round 2: Middling: 60%.',
    );
  });

  it('draws average answer times of timed slides, the slowest full length', () => {
    const bars = answerTimeBars(
      [
        slide({ slideId: 'a', averageAnswerMs: 2000 }),
        slide({ slideId: 'p', slideIndex: 1, scored: false, averageAnswerMs: null }),
        slide({ slideId: 'b', slideIndex: 2, averageAnswerMs: 8000 }),
      ],
      new Set(),
    );
    expect(bars.map((b) => [b.label, b.value, b.share])).toEqual([
      ['Slide 1: Q', '2.0 s', 0.25],
      ['Slide 3: Q', '8.0 s', 1],
    ]);
  });
});
