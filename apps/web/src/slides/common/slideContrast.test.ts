// Every text colour the slide views use, on every colour it is drawn on, against WCAG AA
// (ADR 27). The colours come from palette.ts, where the views take them from.
import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, over } from './contrast';
import {
  ANSWER_STYLES,
  CARD_COLOURS,
  CARD_INK,
  CLOUD_COLOURS,
  PHONE_BANNERS,
  PHONE_SURFACE,
  PHONE_TEXT,
  PODIUM_COLOURS,
  PODIUM_INK,
  SCREEN_BACKGROUND_STOPS,
  SCREEN_GLOWS,
  SCREEN_TEXT,
  SCREEN_WORD_COLOURS,
  WYR_SCREEN,
} from './palette';

/** Each stop of the screen's gradient, bare and under each glow at full strength: its lightest spots. */
const screenBackgrounds = SCREEN_BACKGROUND_STOPS.flatMap((stop) => [stop, ...SCREEN_GLOWS.map((g) => over(g.colour, g.alpha, stop))]);

function failures(texts: readonly string[], surfaces: readonly string[], minimum = AA_NORMAL): string[] {
  return texts.flatMap((text) =>
    surfaces
      .map((surface) => ({ surface, ratio: contrastRatio(text, surface) }))
      .filter(({ ratio }) => ratio < minimum)
      .map(({ surface, ratio }) => `${text} on ${surface}: ${ratio.toFixed(2)}:1`),
  );
}

describe('contrast of the slides’ colours (WCAG AA, 4.5:1 for text of any size)', () => {
  it('computes ratios as WCAG defines them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(over('#ffffff', 0.5, '#000000')).toBe('#808080');
  });

  it('answer colours carry their ink, on the phone and the big screen', () => {
    expect(ANSWER_STYLES.flatMap((s) => failures([s.ink], [s.bg]))).toEqual([]);
  });

  it('text and word-cloud words hold on every part of the big screen’s background', () => {
    expect(failures([...SCREEN_TEXT.onBackground, ...SCREEN_WORD_COLOURS], screenBackgrounds)).toEqual([]);
  });

  it('text on the white cards of the big screen, and the podium’s numbers on their steps', () => {
    expect(failures(SCREEN_TEXT.onCard, ['#ffffff'])).toEqual([]);
    expect(failures([PODIUM_INK], PODIUM_COLOURS)).toEqual([]);
  });

  it('result clouds on white and open-text cards with their ink', () => {
    expect(failures(CLOUD_COLOURS, ['#ffffff'])).toEqual([]);
    expect(failures([CARD_INK], CARD_COLOURS)).toEqual([]);
  });

  it('the phone’s text on its surface, and white on its result banners', () => {
    expect(failures(PHONE_TEXT, [PHONE_SURFACE, '#ffffff'])).toEqual([]);
    expect(failures(['#ffffff'], PHONE_BANNERS)).toEqual([]);
  });

  it('would you rather: white on each half, filled or not, and the names on their chips', () => {
    const sides = ANSWER_STYLES.slice(0, 2).map((s) => s.bg);
    const halves = sides.flatMap((side) => [side, over(side, WYR_SCREEN.tint.share, WYR_SCREEN.tint.base)]);
    expect(failures(['#ffffff'], halves)).toEqual([]);
    const chips = halves.map((half) => over(WYR_SCREEN.chip.colour, WYR_SCREEN.chip.alpha, half));
    expect(failures([WYR_SCREEN.chipInk], chips)).toEqual([]);
    const more = halves.map((half) => over(WYR_SCREEN.moreChip.colour, WYR_SCREEN.moreChip.alpha, half));
    expect(failures(['#ffffff'], more)).toEqual([]);
  });
});
