import { eq } from 'drizzle-orm';
import { deckImages, importedTitle, rewriteDeckImages, type DeckImage } from '@mingle/shared';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { parseDeckDocument } from '../decks/documentInput';
import { decodeAsset, parseAssets } from '../decks/portable';
import { refuseImagesNotStored, storedImageUrls } from '../decks/storedImages';
import { AppError } from '../lib/errors';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { ImageImporter } from '../storage/importedImages';
import type { CommandDeps } from './context';

const PREFIX = 'document.';

/** A refusal of one embedded image names the field that shows it, not the upload's `file`. */
function aboutField(error: unknown, image: DeckImage): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  if (!(error instanceof AppError) || !error.message.startsWith('file: ')) return error;
  const field = `${PREFIX}${image.path}`;
  return new AppError(error.reason, `${field}: the embedded image: ${error.message.slice('file: '.length)}`, {
    ...error.extensions,
    field,
  });
}

/**
 * Creates a deck from a deck format v1 document; slide ids are kept so an export round-trips.
 * Each image must be a file uploaded to this server, or come with the file: a portable export
 * carries its images in `assets` (docs/adr/0048), stored here as the importer's uploads, and
 * the slides are rewritten to point at them. A title the user already has gets "(imported)".
 * Nothing is kept when the import is refused: images it stored are removed again.
 */
export async function importDeck(deps: CommandDeps, actor: Actor, document: unknown, images?: ImageImporter): Promise<DeckRow> {
  const ownerId = assertSignedIn(actor).id;
  const deck = parseDeckDocument(document);
  const assets = parseAssets(document);
  const shown = deckImages(deck.slides);
  const here = await storedImageUrls(
    deps.db,
    shown.map((i) => i.url),
  );
  const carried = (i: DeckImage) => images !== undefined && assets.has(i.url);
  const missing = shown.filter((i) => !here.has(i.url) && !carried(i));
  if (missing.length > 0) refuseImagesNotStored(missing, PREFIX);

  // Each address once, with the first field that shows it (errors name that one). All are
  // decoded, cheaply, before any is stored.
  const toStore = new Map<string, { image: DeckImage; bytes: Buffer }>();
  for (const image of shown)
    if (!here.has(image.url) && !toStore.has(image.url))
      toStore.set(image.url, { image, bytes: decodeAsset(assets.get(image.url) ?? '', `${PREFIX}${image.path}`) });

  const replace = new Map<string, string>();
  try {
    for (const [url, { image, bytes }] of toStore) {
      if (!images) break;
      try {
        replace.set(url, await images.store(bytes));
      } catch (error) {
        throw aboutField(error, image);
      }
    }
    const taken = await deps.db.select({ title: decks.title }).from(decks).where(eq(decks.ownerId, ownerId));
    const now = new Date(deps.clock.now());
    const [row] = await deps.db
      .insert(decks)
      .values({
        ownerId,
        title: importedTitle(
          deck.title,
          taken.map((d) => d.title),
        ),
        description: deck.description,
        tags: [...new Set(deck.tags)],
        language: deck.language,
        slides: rewriteDeckImages(deck.slides, replace),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('deck was not imported');
    return row;
  } catch (error) {
    for (const url of replace.values()) await images?.discard(url);
    throw error;
  }
}
