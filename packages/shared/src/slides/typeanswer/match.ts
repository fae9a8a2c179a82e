import { DECK_LIMITS } from '../../deck/limits';

/*
 * How a typed answer is compared with a typeanswer slide's accepted answers (SPEC R10). Pure
 * and zod-free: the editor's "try an answer" box, the live engine's scorer and the results'
 * grouping all use these, so they can never disagree. The phone imports from here, so
 * nothing in this file may build a zod schema (ADR 24).
 */

/** The longest answer a participant can type: as long as an accepted answer may be (R10.7). */
export const TYPED_ANSWER_MAX = DECK_LIMITS.optionText;

/** The big screen shows this many different answers at the reveal; the rest are counted (R10.8). */
export const TYPED_RESULTS_TOP = 8;

/** Letters NFKD does not take apart, folded by hand so "Lodz" matches "Łódź" (R10.3). */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  æ: 'ae',
  œ: 'oe',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/** Typographic quotes a phone keyboard puts in for ' and " ("O’Neill" from an iPhone), R10.4. */
const QUOTES: Readonly<Record<string, string>> = { '‘': "'", '’': "'", ʼ: "'", '′': "'", '“': '"', '”': '"', '″': '"' };
const CURLY = new RegExp(`[${Object.keys(QUOTES).join('')}]`, 'g');

/**
 * The form an answer is compared in (R10.1–R10.4): compatibility-decomposed (NFKD, so "ﬁ" is
 * "fi" and full-width letters are plain), non-spacing marks (accents) removed, case folded,
 * a few letters and typographic quotes folded, and every white space and invisible format
 * character (zero-width space, soft hyphen) removed.
 */
export function normaliseTyped(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      // Upper then lower folds more than lower alone: "ß" → "SS" → "ss".
      .toUpperCase()
      .toLowerCase()
      // Some case mappings add combining marks of their own: decompose and strip once more.
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(FOLDABLE, (c) => LETTER_FOLDS[c] ?? c)
      .replace(CURLY, (c) => QUOTES[c] ?? c)
      .replace(/[\s\p{Cf}]+/gu, '')
  );
}

/** The spelling shown for an answer: trimmed, each run of white space one space (R10.8). */
export function displayTyped(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/** Shorter accepted answers (in characters of the compared form) get no typo allowance (R10.5). */
export const TYPO_MIN_LENGTH = 5;

const digitsOf = (chars: readonly string[]) => chars.filter((c) => /\p{Nd}/u.test(c)).join('');

/**
 * Whether `a` becomes `b` by at most one edit: inserting, deleting or replacing one character,
 * or swapping two adjacent ones (Damerau–Levenshtein distance ≤ 1). Linear: no matrix is
 * needed to tell distance 0 or 1 from more.
 */
export function withinOneEdit(a: readonly string[], b: readonly string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const sameFrom = (x: number, y: number) => {
    if (a.length - x !== b.length - y) return false;
    for (let k = 0; x + k < a.length; k++) if (a[x + k] !== b[y + k]) return false;
    return true;
  };
  if (a.length === b.length) {
    if (sameFrom(i + 1, i + 1)) return true; // one replaced
    return a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(i + 2, i + 2); // two swapped
  }
  return a.length > b.length ? sameFrom(i + 1, i) : sameFrom(i, i + 1); // one left out, one extra
}

/**
 * Whether a typed answer (already normalised) counts against one accepted answer (already
 * normalised): the same, or — with typo tolerance — one typo away, when the accepted answer
 * is long enough and the typo changes no digit (R10.5).
 */
function matchesOne(typed: string, accepted: string, typoTolerance: boolean): boolean {
  if (!accepted || !typed) return false;
  if (typed === accepted) return true;
  if (!typoTolerance) return false;
  const want = Array.from(accepted);
  if (want.length < TYPO_MIN_LENGTH) return false;
  const got = Array.from(typed);
  return digitsOf(got) === digitsOf(want) && withinOneEdit(got, want);
}

/** What matching needs of a slide: its accepted answers and whether one typo is forgiven. */
export interface TypedAnswerRules {
  accepted: readonly string[];
  typoTolerance: boolean;
}

const compiled = new WeakMap<TypedAnswerRules, string[]>();

/** The accepted answers in compared form, worked out once per slide object. */
function acceptedForms(rules: TypedAnswerRules): string[] {
  let forms = compiled.get(rules);
  if (!forms) {
    forms = rules.accepted.map(normaliseTyped);
    compiled.set(rules, forms);
  }
  return forms;
}

/** Whether `normalised` (a typed answer in compared form) counts as correct (R10). */
export function typedFormMatches(rules: TypedAnswerRules, normalised: string): boolean {
  return acceptedForms(rules).some((form) => matchesOne(normalised, form, rules.typoTolerance));
}

/** Whether a typed answer counts as correct for a slide (R10): the scorer's rule. */
export function typedAnswerMatches(rules: TypedAnswerRules, text: string): boolean {
  return typedFormMatches(rules, normaliseTyped(text));
}
