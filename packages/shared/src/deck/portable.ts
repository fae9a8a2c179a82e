import { FUNCTIONS_PATH } from '../routes';
import { DECK_LIMITS } from './limits';

/**
 * A portable deck file: deck format v1 with an `assets` map from each image address the
 * slides use to the image itself as a `data:` URL, so the file imports on any Mingle server
 * with its images (docs/DECK_FORMAT.md, "Portable files"; docs/adr/0048).
 */
export const DECK_ASSETS_FIELD = 'assets';

/** More entries than any deck has image fields (200 slides, a few images each). */
export const MAX_DECK_ASSETS = DECK_LIMITS.slides * 12;

/** The `data:` URL an asset is written as; the declared type is not trusted on import. */
export const ASSET_DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** `assets` in the deck format's JSON Schema (deckJsonSchema). */
export const assetsJsonSchema = {
  type: 'object',
  description:
    'Portable files only: each image address the slides use, mapped to the image as a base64 data: URL. Stored as uploads on import (docs/DECK_FORMAT.md, Portable files).',
  maxProperties: MAX_DECK_ASSETS,
  additionalProperties: { type: 'string', pattern: '^data:image/[A-Za-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2}$' },
} as const;

/** Where a host downloads a deck as a portable file: `${DECK_FILES_PATH}/{deckId}/export`. */
export const DECK_FILES_PATH = `${FUNCTIONS_PATH}/decks`;
export const deckExportPath = (deckId: string) => `${DECK_FILES_PATH}/${deckId}/export`;
/** Where a portable file (or a plain deck document) is imported: POST, JSON body. */
export const DECK_IMPORT_PATH = `${DECK_FILES_PATH}/import`;

/**
 * Bytes of a deck file the import accepts. Images are re-encoded when uploaded, so a deck's
 * pictures are usually well under 1 MB each; 32 MiB holds a few dozen of them in base64.
 */
export const MAX_DECK_FILE_BYTES = 32 * 1_048_576;

/**
 * What an imported copy is called when the title is taken: `Title (imported)`, then
 * `(imported 2)`; a copy from the community list says `copy` instead.
 */
export function importedTitle(title: string, taken: Iterable<string>, word: 'imported' | 'copy' = 'imported'): string {
  const used = new Set([...taken].map((t) => t.trim().toLowerCase()));
  const base = title.trim();
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ` (${word})` : ` (${word} ${n})`;
    // The suffix always fits: the base gives way to it within the title's limit.
    const candidate = `${base.slice(0, DECK_LIMITS.title - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
