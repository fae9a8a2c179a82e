import { describe, expect, it } from 'vitest';
import { lookalikeKey, skeleton } from './lookalike';

describe('skeleton (UTS #39)', () => {
  it('maps look-alike characters to one prototype', () => {
    expect(skeleton('\u0410lice')).toBe(skeleton('Alice')); // Cyrillic А
    expect(skeleton('p\u0430ypal')).toBe(skeleton('paypal')); // Cyrillic а
    expect(skeleton('rn')).toBe(skeleton('m'));
    expect(skeleton('B0b')).toBe(skeleton('BOb'));
  });

  it('drops default-ignorable characters', () => {
    expect(skeleton('Al\u200bice')).toBe(skeleton('Alice'));
  });
});

describe('lookalikeKey', () => {
  it('meets case, shape and width variants of one name', () => {
    const alice = lookalikeKey('Alice');
    for (const other of ['alice', 'ALICE', '\u0410lice', 'A\u04cfice', 'Al1ce', 'Ａｌｉｃｅ', ' Alice ', 'AIice'])
      expect(lookalikeKey(other), other).toBe(alice);
    expect(lookalikeKey('\u0397ans')).toBe(lookalikeKey('Hans')); // Greek capital Eta
  });

  it('keeps different names apart', () => {
    expect(lookalikeKey('Alice')).not.toBe(lookalikeKey('Alicia'));
    expect(lookalikeKey('Sam')).not.toBe(lookalikeKey('Sam2'));
    expect(lookalikeKey('Zoë')).not.toBe(lookalikeKey('Zoe'));
  });

  it('never holds U+0001, which marks keys of the old rule (migration 0007)', () => {
    for (const name of ['\u0001x', 'x', 'Zoë 🎉', '\u{1f16d}']) expect(lookalikeKey(name).includes('\u0001')).toBe(false);
  });
});
