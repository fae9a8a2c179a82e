import { describe, expect, it } from 'vitest';
import { PHONE_VIEWS } from './phoneViews';
import { WEB_SLIDE_TYPES } from './registry';

describe('the phone app’s slide views', () => {
  it('has a phone view for every slide type the web app plays, the same one the editor previews', () => {
    for (const [type, web] of Object.entries(WEB_SLIDE_TYPES)) expect(PHONE_VIEWS[type], type).toBe(web.PhoneView);
    expect(Object.keys(PHONE_VIEWS).sort()).toEqual(Object.keys(WEB_SLIDE_TYPES).sort());
  });
});
