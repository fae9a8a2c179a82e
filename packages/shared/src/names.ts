import { z } from 'zod';

/**
 * The rule for names people choose and others read: participants' nicknames and users'
 * display names (ADR 23). One function on both sides, so the web refuses exactly what the
 * server refuses, before sending.
 */

/** Longest nickname, in characters (code points) after normalisation (SPEC R3.1). */
export const NICKNAME_MAX = 24;
/** Longest display name, in characters (code points) after normalisation. */
export const DISPLAY_NAME_MAX = 80;

/** Why a name was refused; stable, for code that maps it (the words are in `message`). */
export type NameRefusal = 'empty' | 'too-long' | 'control' | 'bidi' | 'invisible' | 'unshowable';

export type NameCheck = { ok: true; name: string } | { ok: false; refusal: NameRefusal; message: string };

/** A field's limits and its words for the two refusals that depend on the field. */
export interface NameRule {
  max: number;
  empty: string;
  tooLong: string;
}

export const NICKNAME_RULE: NameRule = { max: NICKNAME_MAX, empty: 'Choose a nickname', tooLong: `At most ${NICKNAME_MAX} characters` };
export const DISPLAY_NAME_RULE: NameRule = {
  max: DISPLAY_NAME_MAX,
  empty: 'Name cannot be empty',
  tooLong: `Name must be at most ${DISPLAY_NAME_MAX} characters`,
};

/** What a person can do about a character they cannot see: it usually came with a paste. */
const AGAIN = 'type it again rather than pasting it';
const MESSAGES: Record<Exclude<NameRefusal, 'empty' | 'too-long'>, string> = {
  control: `It holds a control character that cannot be shown: ${AGAIN}`,
  bidi: `It holds a hidden character that changes the direction of the text: ${AGAIN}`,
  invisible: `It holds an invisible character (such as a zero-width space): ${AGAIN}`,
  unshowable: `It holds a character that cannot be shown: ${AGAIN}`,
};

const WHITESPACE_RUNS = /\p{White_Space}+/gu;
/** Printable ASCII: the common case, which none of the checks below can refuse. */
const PLAIN = /^[\x20-\x7e]*$/;
const CONTROL = /\p{Cc}/u;
/** Bidi embeddings, overrides, isolates and marks (UAX #9): they reorder what is shown. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Format characters and everything a renderer shows as nothing. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** Private use, lone surrogates (the database cannot store them) and noncharacters. */
const UNSHOWABLE = /[\p{Co}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const ZWJ = 0x200d;
const BLACK_FLAG = 0x1f3f4;

/**
 * NFKC (full-width and styled letters become plain ones, ligatures are split), then every
 * run of white space becomes one space, then the ends are trimmed.
 */
export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(WHITESPACE_RUNS, ' ').trim();
}

const isSkinTone = (cp: number) => cp >= 0x1f3fb && cp <= 0x1f3ff;
const isTag = (cp: number) => cp >= 0xe0020 && cp <= 0xe007f;
const isPictographic = (ch: string | undefined) => ch !== undefined && PICTOGRAPHIC.test(ch);

/**
 * The invisible characters that emoji are made of, allowed only where an emoji needs them:
 * a presentation selector after a pictograph or keycap base (❤️, 1️⃣), a joiner between two
 * pictographs (👩‍🚀), tags after a black flag (🏴 subdivision flags).
 */
function partOfEmoji(chars: readonly string[], i: number): boolean {
  const cp = chars[i]!.codePointAt(0)!;
  const before = chars[i - 1];
  const prev = before?.codePointAt(0);
  if (prev === undefined) return false;
  if (cp === 0xfe0f || cp === 0xfe0e) return isPictographic(before) || /^[#*0-9]$/.test(before!);
  if (cp === ZWJ) return (isPictographic(before) || prev === 0xfe0f || isSkinTone(prev)) && isPictographic(chars[i + 1]);
  if (isTag(cp)) return prev === BLACK_FLAG || isTag(prev);
  return false;
}

/** The first character class that refuses `name` (already normalised), or null. */
function refusalOf(name: string): Exclude<NameRefusal, 'empty' | 'too-long'> | null {
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (CONTROL.test(ch)) return 'control';
    if (BIDI.test(ch)) return 'bidi';
    if (UNSHOWABLE.test(ch)) return 'unshowable';
    if (INVISIBLE.test(ch) && !partOfEmoji(chars, i)) return 'invisible';
  }
  return null;
}

/**
 * Normalises a name (see `normaliseName`) and checks it: not empty, at most `rule.max`
 * characters, and no control, bidi, invisible or unshowable character (ADR 23).
 * @returns the name as it is stored and shown, or why it is refused, in words for the person.
 */
export function checkName(raw: string, rule: NameRule): NameCheck {
  const name = normaliseName(raw);
  if (!name) return { ok: false, refusal: 'empty', message: rule.empty };
  const plain = PLAIN.test(name);
  const length = plain ? name.length : [...name].length;
  if (length > rule.max) return { ok: false, refusal: 'too-long', message: rule.tooLong };
  const refusal = plain ? null : refusalOf(name);
  return refusal ? { ok: false, refusal, message: MESSAGES[refusal] } : { ok: true, name };
}

/** A zod string that comes out normalised, or fails with the rule's words. */
export function nameSchema(rule: NameRule) {
  return z.string().transform((raw, ctx) => {
    const checked = checkName(raw, rule);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: 'custom', message: checked.message, params: { refusal: checked.refusal } });
    return z.NEVER;
  });
}

// Pure: a bundle that uses only checkName (the phone app, ADR 24) leaves zod out.
export const nicknameSchema = /* @__PURE__ */ nameSchema(NICKNAME_RULE);
export const displayNameSchema = /* @__PURE__ */ nameSchema(DISPLAY_NAME_RULE);
