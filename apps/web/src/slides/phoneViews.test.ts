import { describe, expect, it } from 'vitest';
import { PHONE_SLIDE_TYPES, phoneSlideOf } from './phoneViews';
import { WEB_SLIDE_TYPES } from './registry';

describe('the phone app’s slide views', () => {
  it('has a phone view for every slide type the web app plays, the same one the editor previews', () => {
    for (const [type, web] of Object.entries(WEB_SLIDE_TYPES)) expect(phoneSlideOf(type)?.PhoneView, type).toBe(web.PhoneView);
    expect(Object.keys(PHONE_SLIDE_TYPES).sort()).toEqual(Object.keys(WEB_SLIDE_TYPES).sort());
  });

  it('lets phones upvote only where the type says so, from the public content', () => {
    expect(phoneSlideOf('opentext')?.takesUpvotes?.({ upvotes: true })).toBe(true);
    expect(phoneSlideOf('opentext')?.takesUpvotes?.({ upvotes: false })).toBe(false);
    expect(phoneSlideOf('quiz')?.takesUpvotes).toBeUndefined();
  });
});
