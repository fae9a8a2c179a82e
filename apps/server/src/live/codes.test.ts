import { describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@mingle/shared';
import { newJoinCode, normaliseCode } from './codes';

describe('join codes (R2)', () => {
  it('R2.1 the alphabet is ABCDEFGHJKMNPQRSTUVWXYZ23456789: no 0/O, 1/I/L', () => {
    expect(JOIN_CODE_ALPHABET).toBe('ABCDEFGHJKMNPQRSTUVWXYZ23456789');
    for (const confusable of ['0', 'O', '1', 'I', 'L']) expect(JOIN_CODE_ALPHABET).not.toContain(confusable);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('R2.1 a code is 6 characters from that alphabet', () => {
    expect(JOIN_CODE_LENGTH).toBe(6);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newJoinCode();
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
      for (const c of code) seen.add(c);
    }
    // 12 000 random characters from 31 use every one of them.
    expect([...seen].sort().join('')).toBe([...JOIN_CODE_ALPHABET].sort().join(''));
  });

  it('R2.2 codes compare case-insensitively, ignoring surrounding spaces', () => {
    expect(normaliseCode(' ab3xyz ')).toBe('AB3XYZ');
    expect(normaliseCode('AB3XYZ')).toBe(normaliseCode('ab3xYz'));
  });
});
