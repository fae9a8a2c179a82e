import { describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/en';
import { createTranslator } from '../i18n/translator';
import { reasonWords } from './reasonWords';
import { say } from './words';

const { t } = createTranslator('en', en);
const info = (over: object) => ({ reason: null, code: null, network: false, serverMessage: '', ...over });

describe('reasonWords: a failure in the phone’s words', () => {
  it('has a catalog message for every reason it lists', () => {
    expect(say(t, reasonWords(info({ reason: 'NICKNAME_TAKEN' })))).toBe('Someone in this event already has that name.');
    expect(say(t, reasonWords(info({ reason: 'RATE_LIMITED', retryAfterS: 20 })))).toBe(
      'Too many tries from your network. Try again in 20 seconds.',
    );
    expect(say(t, reasonWords(info({ reason: 'RATE_LIMITED', retryAfterS: 300 })))).toMatch(/5 minutes/);
  });
  it('falls back to the server’s words, then to the fallback', () => {
    expect(say(t, reasonWords(info({ reason: 'DECK_NOT_FOUND', serverMessage: 'Nope' })))).toBe('Nope');
    expect(say(t, reasonWords(null, 'phone.reason.notSent'))).toBe('Your answer could not be sent.');
  });
});
