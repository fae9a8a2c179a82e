import { describe, expect, it } from 'vitest';
import {
  codeError,
  emailError,
  joinFailure,
  lobbyProblem,
  lookupFailure,
  nicknameError,
  nicknameSuggestion,
  normalizeCode,
  unknownCodeMessage,
} from './join';
import type { EventLobby } from '../scenes/Join/joinOperations';

const lobby = (patch: Partial<EventLobby>): EventLobby => ({
  id: 'e',
  code: 'ABCDEF',
  title: 'Quiz',
  status: 'LOBBY',
  askEmail: 'OFF',
  joinable: true,
  reason: null,
  ...patch,
});

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

describe('join error mapping', () => {
  it('explains an unknown code, with a hint when it holds characters codes never use', () => {
    expect(joinFailure({ message: 'No event', extensions: { code: 'NOT_FOUND' } }, 'ABCDE0')).toEqual({
      kind: 'event',
      title: 'Event not found',
      message: unknownCodeMessage('ABCDE0'),
    });
    expect(unknownCodeMessage('ABCDE0')).toMatch(/never use 0, O, 1, I or L/);
    expect(unknownCodeMessage('ABCDEF')).not.toMatch(/never/);
  });

  it('turns a taken nickname into a field error with a one-tap suggestion', () => {
    const taken = { message: 'The nickname "Ada" is taken. Try "Ada 2".', extensions: { code: 'BAD_USER_INPUT' } };
    expect(joinFailure(taken, 'ABCDEF')).toEqual({
      kind: 'nickname',
      message: 'Someone in this event already has that name.',
      suggestion: 'Ada 2',
    });
    expect(nicknameSuggestion({ message: 'Nickname already taken; how about “Ada7”?' })).toBe('Ada7');
    expect(nicknameSuggestion({ message: 'Nickname taken', extensions: { suggestion: 'Ada_1' } })).toBe('Ada_1');
    expect(nicknameSuggestion({ message: 'Nickname taken' })).toBeNull();
  });

  it('maps full, locked and ended events to their own screens', () => {
    expect(joinFailure({ message: 'This event is full', extensions: { code: 'FORBIDDEN' } }, 'X')).toMatchObject({
      kind: 'event',
      title: 'This event is full',
    });
    expect(joinFailure({ message: 'The lobby is locked', extensions: { code: 'FORBIDDEN' } }, 'X')).toMatchObject({
      kind: 'event',
      title: 'The lobby is locked',
    });
    expect(joinFailure({ message: 'The event has ended', extensions: { code: 'BAD_USER_INPUT' } }, 'X')).toMatchObject({
      kind: 'event',
      title: 'This event has ended',
    });
    expect(joinFailure({ message: 'email: required', extensions: { code: 'BAD_USER_INPUT' } }, 'X')).toMatchObject({ kind: 'email' });
    expect(joinFailure(undefined, 'X').kind).toBe('unknown');
  });

  it('shows the server’s sentence when an address tried too often, for a lookup and a join', () => {
    const limited = {
      message: 'Too many tries from your network. Try again in 20 seconds.',
      extensions: { code: 'RATE_LIMITED', retryAfterS: 20 },
    };
    expect(lookupFailure(limited, 'ABCDEF')).toEqual({ title: 'Please wait a moment', message: limited.message, retry: true });
    expect(joinFailure(limited, 'ABCDEF')).toEqual({ kind: 'unknown', message: limited.message });
    // Even worded with "limit" in it, it is not read as a full event.
    expect(joinFailure({ ...limited, message: 'Join limit reached. Try again in 20 seconds.' }, 'ABCDEF')).toMatchObject({
      kind: 'unknown',
    });
    expect(lookupFailure({ message: 'No event', extensions: { code: 'NOT_FOUND' } }, 'ABCDE0')).toEqual({
      title: 'Event not found',
      message: unknownCodeMessage('ABCDE0'),
      retry: false,
    });
    expect(lookupFailure(undefined, 'ABCDEF')).toMatchObject({ title: 'Could not reach Mingle', retry: true });
  });

  it('reads the lobby before joining: ended, locked, full', () => {
    expect(lobbyProblem(lobby({}))).toBeNull();
    expect(lobbyProblem(lobby({ status: 'ENDED', joinable: false }))?.title).toBe('This event has ended');
    expect(lobbyProblem(lobby({ joinable: false, reason: 'The lobby is locked' }))?.title).toBe('The lobby is locked');
    expect(lobbyProblem(lobby({ joinable: false, reason: 'FULL' }))?.title).toBe('This event is full');
    expect(lobbyProblem(lobby({ joinable: false, reason: 'Something else' }))).toEqual({
      title: 'You cannot join right now',
      message: 'Something else',
    });
  });
});
