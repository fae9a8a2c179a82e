// The scale's colours against WCAG AA (ADR 27), as slideContrast.test.ts holds the others.
import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_NORMAL, contrastRatio, over } from '../common/contrast';
import { SCALE_PHONE, SCREEN_BACKGROUND_STOPS, SCREEN_GLOWS, SCREEN_TEXT } from '../common/palette';

describe('contrast of the scale’s colours', () => {
  it('text on the phone’s white cards, and each value’s number on its fill', () => {
    for (const ink of SCALE_PHONE.onCard) expect(contrastRatio(ink, '#ffffff'), ink).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(contrastRatio(SCALE_PHONE.value.ink, SCALE_PHONE.value.fill)).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(contrastRatio(SCALE_PHONE.chosen.ink, SCALE_PHONE.chosen.fill)).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it('a value’s edge shows against the card, and a chosen value against one that is not', () => {
    expect(contrastRatio(SCALE_PHONE.value.border, '#ffffff')).toBeGreaterThanOrEqual(AA_LARGE);
    expect(contrastRatio(SCALE_PHONE.chosen.fill, SCALE_PHONE.value.fill)).toBeGreaterThanOrEqual(AA_LARGE);
  });

  it('the big screen draws its averages and end labels in the background’s tested colours', () => {
    // ScaleScreen.module.css: averages #ffc94d, end labels #ffe08a, ticks and statements white.
    for (const colour of ['#ffc94d', '#ffe08a', '#ffffff']) expect(SCREEN_TEXT.onBackground).toContain(colour);
  });

  it('a value’s count, white and large, holds on its column (white at 30 % over the row’s 10 %) anywhere on the screen', () => {
    const backgrounds = SCREEN_BACKGROUND_STOPS.flatMap((stop) => [stop, ...SCREEN_GLOWS.map((g) => over(g.colour, g.alpha, stop))]);
    for (const background of backgrounds) {
      const column = over('#ffffff', 0.3, over('#ffffff', 0.1, background));
      expect(contrastRatio('#ffffff', column), column).toBeGreaterThanOrEqual(AA_LARGE);
    }
  });
});
