import prototypes from 'unhomoglyph/data.json' with { type: 'json' };
import { normaliseName } from '@mingle/shared';

/**
 * Look-alike keys (ADR 23): two names with the same key would read the same on a screen.
 *
 * The table is Unicode's confusables mapping (UTS #39 `confusables.txt`, as shipped by the
 * `unhomoglyph` package): each character to the prototype it is confused with ("А" Cyrillic
 * → "A", "1" → "l", "m" → "rn"). It is turned into a map once, at load; a key costs one
 * lookup per character, and printable ASCII — most names — goes through a 95-entry array.
 */
const PROTOTYPES = new Map<number, string>();
for (const [from, to] of Object.entries(prototypes as Record<string, string>)) PROTOTYPES.set(from.codePointAt(0)!, to);

const ASCII: string[] = [];
for (let cp = 0; cp < 0x80; cp++) ASCII.push(PROTOTYPES.get(cp) ?? String.fromCharCode(cp));

const PLAIN = /^[\x20-\x7e]*$/;
/** Shown as nothing; controls too, which only names stored before the name rule can hold. */
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/u;

/** UTS #39 internalSkeleton: NFD, default-ignorables (and controls) dropped, each character to its prototype, NFD again. */
export function skeleton(text: string): string {
  let out = '';
  if (PLAIN.test(text)) {
    for (let i = 0; i < text.length; i++) out += ASCII[text.charCodeAt(i)]!;
    return out;
  }
  for (const ch of text.normalize('NFD')) {
    if (IGNORABLE.test(ch)) continue;
    out += PROTOTYPES.get(ch.codePointAt(0)!) ?? ch;
  }
  return out.normalize('NFD');
}

/**
 * The key a nickname is unique by in its event: the skeleton, lower-cased, skeleton again
 * (so "ALICE", "alice" and "Аlice" with a Cyrillic А meet), with "i" folded into "l", which
 * is where the skeleton puts "I" — case and shape together join i, I, l and 1. It is stricter
 * than the eye at times ("ian" meets "lan"); a refused name gets a free suggestion.
 */
export function lookalikeKey(name: string): string {
  return skeleton(skeleton(normaliseName(name)).toLowerCase()).replaceAll('i', 'l');
}
