import { describe, expect, it } from 'vitest';
import { checkName, displayNameSchema, DISPLAY_NAME_RULE, nicknameSchema, NICKNAME_RULE, normaliseName } from './names';

const refusal = (raw: string) => {
  const checked = checkName(raw, NICKNAME_RULE);
  return checked.ok ? null : checked.refusal;
};

describe('normaliseName', () => {
  it('applies NFKC: full-width and styled letters become plain, ligatures split', () => {
    expect(normaliseName('Ａｌｉｃｅ')).toBe('Alice');
    expect(normaliseName('𝐀𝐝𝐚')).toBe('Ada');
    expect(normaliseName('ﬁona')).toBe('fiona');
    // Composed and decomposed accents are one name.
    expect(normaliseName('Zoe\u0308')).toBe('Zoë');
  });

  it('trims and collapses every run of white space, of any kind, to one space', () => {
    expect(normaliseName('  Ada \t\n  Lovelace  ')).toBe('Ada Lovelace');
    expect(normaliseName('\u3000Ada\u00a0\u2003Bo\u2028')).toBe('Ada Bo');
  });
});

describe('checkName', () => {
  it('returns the normalised name', () => {
    expect(checkName('  Ａda   Lovelace ', NICKNAME_RULE)).toEqual({ ok: true, name: 'Ada Lovelace' });
    expect(checkName('Zoë 🎉', NICKNAME_RULE)).toEqual({ ok: true, name: 'Zoë 🎉' });
  });

  it('refuses an empty name and counts the limit in characters after normalising', () => {
    expect(checkName(' \u3000 ', NICKNAME_RULE)).toMatchObject({ ok: false, refusal: 'empty', message: 'Choose a nickname' });
    expect(checkName('x'.repeat(24), NICKNAME_RULE).ok).toBe(true);
    expect(checkName('x'.repeat(25), NICKNAME_RULE)).toMatchObject({ refusal: 'too-long', message: 'At most 24 characters' });
    // 24 emoji are 48 UTF-16 units and still 24 characters.
    expect(checkName('🎉'.repeat(24), NICKNAME_RULE).ok).toBe(true);
    // NFKC can lengthen a name: the limit holds for what is stored.
    expect(checkName('\ufdfa'.repeat(2), NICKNAME_RULE)).toMatchObject({ refusal: 'too-long' });
    expect(checkName('x'.repeat(81), DISPLAY_NAME_RULE)).toMatchObject({ message: 'Name must be at most 80 characters' });
  });

  it('refuses control characters', () => {
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0090']) expect(refusal(`Ad${c}a`)).toBe('control');
  });

  it('refuses bidi embeddings, overrides, isolates and marks', () => {
    for (const c of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ])
      expect(refusal(`Ada${c}evil`)).toBe('bidi');
    expect(checkName('\u202eecilA', NICKNAME_RULE)).toMatchObject({ message: expect.stringMatching(/direction of the text/) });
  });

  it('refuses zero-width and other invisible characters', () => {
    for (const c of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u034f',
      '\u115f',
      '\u3164',
      '\u180e',
      '\ufe0f',
      '\u{e0041}',
    ])
      expect(refusal(`A${c}da`)).toBe('invisible');
    expect(checkName('A\u200bda', NICKNAME_RULE)).toMatchObject({ message: expect.stringMatching(/zero-width space.*type it again/) });
  });

  it('refuses private-use characters, noncharacters and lone surrogates', () => {
    for (const c of ['\ue000', '\u{f0000}', '\ufdd0', '\uffff', '\ud800', '\udc00']) expect(refusal(`Ada${c}`)).toBe('unshowable');
  });

  it('keeps emoji built with joiners, presentation selectors and tags', () => {
    for (const emoji of ['❤️', '1️⃣', '👩‍🚀', '🧑🏽‍🚀', '👨‍👩‍👧', '🏳️‍🌈', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) expect(refusal(`Ada ${emoji}`)).toBeNull();
    // …but not a joiner glued to letters, nor a selector after a letter.
    expect(refusal('Ada\u200d🚀')).toBe('invisible');
    expect(refusal('🚀\u200dAda')).toBe('invisible');
    expect(refusal('A\ufe0f')).toBe('invisible');
  });
});

describe('schemas', () => {
  it('give the normalised name, or the rule’s words', () => {
    expect(nicknameSchema.parse('  Ａda ')).toBe('Ada');
    expect(displayNameSchema.parse(' Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(displayNameSchema.safeParse('').error?.issues[0]?.message).toBe('Name cannot be empty');
    expect(displayNameSchema.safeParse('Ada\u202e').error?.issues[0]?.message).toMatch(/direction/);
    expect(displayNameSchema.safeParse(42).success).toBe(false);
  });
});
