import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { createTranslator } from '../../i18n/translator';
import type { EventLobby } from '../joinApi';
import { say, type Words } from '../words';
import * as rules from './joinRules';
import { lobbyOf } from './testLobby';

/** The rules give Words; these tests read them as an English phone shows them. */
const { t } = createTranslator('en', en);
const isWords = (v: object): v is Words => ('id' in v && typeof v.id === 'string') || ('text' in v && Object.keys(v).length === 1);
function english(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  if (isWords(value)) return say(t, value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, english(v)]));
}
const { normalizeCode } = rules;
const codeError = (code: string) => english(rules.codeError(code));
const nicknameError = (name: string) => english(rules.nicknameError(name));
const emailError = (...a: Parameters<typeof rules.emailError>) => english(rules.emailError(...a));
const joinFailure = (...a: Parameters<typeof rules.joinFailure>) => english(rules.joinFailure(...a));
const lookupFailure = (...a: Parameters<typeof rules.lookupFailure>) => english(rules.lookupFailure(...a));
const lobbyProblem = (lobby: EventLobby) => english(rules.lobbyProblem(lobby));
const unknownCodeMessage = (code: string) => english(rules.unknownCodeMessage(code));

const lobby = (patch: Partial<EventLobby>) => lobbyOf({ id: 'e', title: 'Quiz', ...patch });

describe('join form validation', () => {
  it('accepts codes as people type them: spaces, dashes, lower case', () => {
    expect(normalizeCode(' abc-def ')).toBe('ABCDEF');
    expect(normalizeCode('ab c d e f')).toBe('ABCDEF');
    expect(codeError('ABCDEF')).toBeNull();
    expect(codeError('TEAM')).toBeNull(); // a custom code
    expect(codeError('ABCDEFGHJK')).toBeNull();
    expect(codeError('')).toMatch(/enter the code/i);
    expect(codeError('AB')).toMatch(/3 to 10/);
    expect(codeError('ABCDEFGHJKM')).toMatch(/3 to 10/);
    expect(codeError('ABC!EF')).toMatch(/letters or digits/);
  });

  it('takes nicknames of 1 to 24 characters, trimmed', () => {
    expect(nicknameError('  ')).toMatch(/choose/i);
    expect(nicknameError(' Ada ')).toBeNull();
    expect(nicknameError('x'.repeat(24))).toBeNull();
    expect(nicknameError('x'.repeat(25))).toMatch(/24/);
  });

  it('refuses nicknames with control, bidi or invisible characters, as the server does', () => {
    expect(nicknameError('Ada\u200b')).toMatch(/invisible character/);
    expect(nicknameError('\u202eecilA')).toMatch(/direction of the text/);
    expect(nicknameError('Ada\u0007')).toMatch(/control character/);
    expect(nicknameError('Ａda 🎉')).toBeNull();
  });

  it('asks for an email only as the event says', () => {
    expect(emailError('', 'OFF')).toBeNull();
    expect(emailError('nonsense', 'OFF')).toBeNull();
    expect(emailError('', 'OPTIONAL')).toBeNull();
    expect(emailError('nonsense', 'OPTIONAL')).toMatch(/name@example.com/);
    expect(emailError('', 'REQUIRED')).toMatch(/asks for your email/);
    expect(emailError(' ada@example.com ', 'REQUIRED')).toBeNull();
  });
});

describe('join error mapping (by reason, ADR 18)', () => {
  it('explains an unknown code, with a hint when it holds characters codes never use', () => {
    expect(joinFailure({ message: 'No event', extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } }, 'ABCDE0')).toEqual({
      kind: 'event',
      title: 'Event not found',
      message: unknownCodeMessage('ABCDE0'),
    });
    expect(unknownCodeMessage('ABCDE0')).toMatch(/never use 0, O, 1, I or L/);
    expect(unknownCodeMessage('ABCDEF')).not.toMatch(/never/);
  });

  it('turns a taken nickname into a field error with the server’s suggestion, whatever the sentence says', () => {
    const taken = {
      message: 'Le pseudo « Ada » est pris.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'NICKNAME_TAKEN', field: 'nickname', suggestion: 'Ada2' },
    };
    expect(joinFailure(taken, 'ABCDEF')).toEqual({
      kind: 'nickname',
      message: 'Someone in this event already has that name.',
      suggestion: 'Ada2',
    });
    // A sentence with a quoted name is not a suggestion: only the reason's field is.
    const quotedOnly = {
      message: 'The nickname "Ada" is taken. Try "Ada 2".',
      extensions: { code: 'BAD_USER_INPUT', reason: 'NICKNAME_TAKEN' },
    };
    expect(joinFailure(quotedOnly, 'ABCDEF')).toMatchObject({ kind: 'nickname', suggestion: null });
  });

  it('maps full, locked, started and ended events to their own screens by reason, not by wording', () => {
    const refused = (reason: string, message = 'Nope') => joinFailure({ message, extensions: { code: 'BAD_USER_INPUT', reason } }, 'X');
    expect(refused('EVENT_FULL')).toMatchObject({ kind: 'event', title: 'This event is full' });
    expect(refused('EVENT_LOCKED')).toMatchObject({ kind: 'event', title: 'The lobby is locked' });
    expect(refused('EVENT_STARTED')).toMatchObject({ kind: 'event', title: 'The game has already started' });
    expect(refused('EVENT_ENDED')).toMatchObject({ kind: 'event', title: 'This event has ended' });
    // The old sentences without a reason are not read.
    expect(joinFailure({ message: 'This event is full', extensions: { code: 'BAD_USER_INPUT' } }, 'X')).toEqual({
      kind: 'unknown',
      message: 'This event is full',
    });
    expect(joinFailure({ message: 'x', extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_REQUIRED', field: 'email' } }, 'X')).toEqual({
      kind: 'email',
      message: 'This event asks for your email.',
    });
    expect(
      joinFailure({ message: 'x', extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field: 'email' } }, 'X'),
    ).toMatchObject({
      kind: 'email',
    });
    expect(rules.joinFailure(undefined, 'X').kind).toBe('unknown');
  });

  it('names the wait when an address tried too often, from retryAfterS, for a lookup and a join', () => {
    const limited = { message: 'Slow down', extensions: { code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 20 } };
    const sentence = 'Too many tries from your network. Try again in 20 seconds.';
    expect(lookupFailure(limited, 'ABCDEF')).toEqual({ title: 'Please wait a moment', message: sentence, retry: true });
    expect(joinFailure(limited, 'ABCDEF')).toEqual({ kind: 'unknown', message: sentence });
    expect(lookupFailure({ message: 'No event', extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } }, 'ABCDE0')).toEqual({
      title: 'Event not found',
      message: unknownCodeMessage('ABCDE0'),
      retry: false,
    });
    expect(lookupFailure(undefined, 'ABCDEF')).toMatchObject({ title: 'Could not reach Mingle', retry: true });
  });

  it('reads the lobby before joining by its reasonCode: ended, locked, full', () => {
    expect(lobbyProblem(lobby({}))).toBeNull();
    expect((lobbyProblem(lobby({ status: 'ENDED', joinable: false })) as { title: string }).title).toBe('This event has ended');
    expect((lobbyProblem(lobby({ joinable: false, reason: 'Fermé', reasonCode: 'EVENT_LOCKED' })) as { title: string }).title).toBe(
      'The lobby is locked',
    );
    expect((lobbyProblem(lobby({ joinable: false, reason: 'Complet', reasonCode: 'EVENT_FULL' })) as { title: string }).title).toBe(
      'This event is full',
    );
    expect(lobbyProblem(lobby({ joinable: false, reason: 'Something else', reasonCode: 'SOMETHING_NEW' }))).toEqual({
      title: 'You cannot join right now',
      message: 'Something else',
    });
  });
});
