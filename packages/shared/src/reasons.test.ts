import { describe, expect, it } from 'vitest';
import { isUuid, JOIN_CODE_PATTERN, looksMisread, WS_CLOSE } from './protocol';
import { isReason, Reason, REASON_CODE } from './reasons';

describe('reasons', () => {
  it('are named by themselves, so the wire value is the constant', () => {
    for (const [key, value] of Object.entries(Reason)) expect(value).toBe(key);
  });

  it('each travel with a code', () => {
    expect(Object.keys(REASON_CODE).sort()).toEqual(Object.values(Reason).sort());
  });

  it('are told from other strings read off the wire', () => {
    expect(isReason('NICKNAME_TAKEN')).toBe(true);
    expect(isReason('nickname_taken')).toBe(false);
    expect(isReason(undefined)).toBe(false);
  });
});

describe('protocol constants', () => {
  it('a normalised join code is 3 to 10 letters or digits', () => {
    expect(JOIN_CODE_PATTERN.test('ABC')).toBe(true);
    expect(JOIN_CODE_PATTERN.test('ABCDEFGHJK')).toBe(true);
    expect(JOIN_CODE_PATTERN.test('AB')).toBe(false);
    expect(JOIN_CODE_PATTERN.test('abc')).toBe(false);
  });

  it('a six-character code holding 0, O, 1, I or L was misread', () => {
    for (const code of ['ABC0EF', 'ABCOEF', 'ABC1EF', 'ABCIEF', 'ABCLEF']) expect(looksMisread(code)).toBe(true);
    expect(looksMisread('ABCDEF')).toBe(false);
    expect(looksMisread('HELLO')).toBe(false);
  });

  it('a UUID is recognised in either case and nothing looser passes', () => {
    expect(isUuid('0b8e8f5c-6a1f-4a8e-9a3b-2f1d7c9e4b10')).toBe(true);
    expect(isUuid('0B8E8F5C-6A1F-4A8E-9A3B-2F1D7C9E4B10')).toBe(true);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('the forbidden close code is the graphql-transport-ws one', () => {
    expect(WS_CLOSE.forbidden).toBe(4403);
  });
});
