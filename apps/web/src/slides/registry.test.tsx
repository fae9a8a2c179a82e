import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SLIDE_TYPES, type Slide } from '@mingle/shared';
import { parseSlides } from './playDeck';
import { slideLine, slideSteps, slideSummary, slideTypeLabel, typeAndText, WEB_SLIDE_TYPES, webSlideTypeOf } from './registry';
import { SlideThumbnail } from './SlideThumbnail';
import { renderUi } from './testing';
import { UnsupportedSlide } from './unsupported/UnsupportedSlide';

afterEach(cleanup);

describe('web slide registry', () => {
  it('has a web type for every built type of the shared registry, and nothing else', () => {
    expect(Object.keys(WEB_SLIDE_TYPES).sort()).toEqual(Object.keys(SLIDE_TYPES).sort());
    for (const [type, web] of Object.entries(WEB_SLIDE_TYPES)) expect(web.type).toBe(type);
  });

  it('summarises slides, naming empty ones by type', () => {
    const quiz = SLIDE_TYPES.quiz!.create();
    expect(slideSummary(quiz)).toBe('Untitled quiz');
    expect(slideSummary({ ...quiz, question: 'Why?' })).toBe('Why?');
  });

  it('describes types without an editor by their fields', () => {
    // Every type of format v1 is built: a type of a newer format stands for one this build lacks.
    const bingo = { type: 'bingo', id: 'b1', title: 'Who goes next?', items: ['Ada', 'Bo'] } as unknown as Slide;
    expect(webSlideTypeOf('bingo')).toBeUndefined();
    expect(slideTypeLabel('bingo')).toBe('Bingo');
    expect(slideSummary(bingo)).toBe('Who goes next?');
    expect(slideSteps(bingo)).toEqual(['show']);
    renderUi(<UnsupportedSlide slide={bingo} />);
    expect(screen.getByText('Bingo')).toBeTruthy();
    expect(screen.getByText('Who goes next?')).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('draws a thumbnail as one image named by type and text', () => {
    renderUi(<SlideThumbnail slide={{ ...SLIDE_TYPES.poll!.create(), question: 'Lunch?' }} />);
    expect(screen.getByRole('img', { name: 'Poll: Lunch?' })).toBeTruthy();
  });

  it('names a slide by type and text; a type name ending in its own punctuation takes no colon', () => {
    expect(slideLine({ ...SLIDE_TYPES.quiz!.create(), question: 'Capital of Australia?' })).toBe('Quiz: Capital of Australia?');
    expect(slideLine({ ...SLIDE_TYPES.whosaid!.create(), rounds: 3 } as Slide)).toBe('Who said it? 3 rounds of quotes');
    expect(typeAndText('Wer hat’s gesagt?', '3 Runden')).toBe('Wer hat’s gesagt? 3 Runden');
    expect(typeAndText('Q&A', 'Ask away')).toBe('Q&A: Ask away');
    renderUi(<SlideThumbnail slide={{ ...SLIDE_TYPES.whosaid!.create(), rounds: 1 } as Slide} />);
    expect(screen.getByRole('img', { name: 'Who said it? 1 round of quotes' })).toBeTruthy();
  });

  it('parses stored slides, filling defaults and setting unreadable ones aside', () => {
    const parsed = parseSlides([{ type: 'truefalse', id: 'a', question: 'Q', answer: false }, { type: 'nope' }]);
    expect(parsed.slides).toHaveLength(1);
    expect(parsed.slides[0]).toMatchObject({ timeLimit: 20, points: 'standard' });
    expect(parsed.unreadable[0]?.index).toBe(1);
  });
});
