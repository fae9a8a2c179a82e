import { inArray, or } from 'drizzle-orm';
import { listProblems, storedFileKey, type DeckImage } from '@mingle/shared';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { Reason } from '@mingle/shared';
import { appError } from '../lib/errors';

/**
 * What a deck whose images are not here (another server's, or a made-up address) is told.
 * A portable export carries its images (`assets`, docs/adr/0048); an older export only their
 * addresses, so those images have to be uploaded again.
 */
export const NOT_STORED_HERE =
  'this image was not uploaded to this server and the file does not carry it (export the deck again from Mingle to bring its images); upload it here or remove it';

/**
 * The addresses among `urls` that name a file this server stored, as an upload's image or its
 * thumbnail: one query for the whole deck.
 */
export async function storedImageUrls(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const keys = [...new Set(urls.map((u) => storedFileKey(u)).filter((k): k is string => k !== null))];
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: files.key, thumbnailKey: files.thumbnailKey })
    .from(files)
    .where(or(inArray(files.key, keys), inArray(files.thumbnailKey, keys)));
  const stored = new Set(rows.flatMap((r) => [r.key, r.thumbnailKey]));
  return new Set(
    urls.filter((u) => {
      const key = storedFileKey(u);
      return key !== null && stored.has(key);
    }),
  );
}

/**
 * Refuses images that are not here, naming each field.
 * @throws AppError IMAGE_NOT_STORED naming the first fields that point nowhere.
 */
export function refuseImagesNotStored(missing: readonly DeckImage[], prefix: string): never {
  const shown = missing.slice(0, 5).map((i) => `${prefix}${i.path}: ${NOT_STORED_HERE}`);
  if (missing.length > 5) shown.push(`and ${missing.length - 5} more`);
  const problems = listProblems(missing.map((i) => `${i.path}: ${NOT_STORED_HERE}`));
  throw appError(Reason.IMAGE_NOT_STORED, shown.join('; '), { problems });
}

/**
 * Refuses a deck whose images are not files this server stored (docs/adr/0021). The shape
 * of each address is already checked by the deck schema; this checks that the file exists.
 * @throws AppError BAD_USER_INPUT naming the first fields that point nowhere.
 */
export async function requireStoredImages(db: Db, images: readonly DeckImage[], prefix: string): Promise<void> {
  if (images.length === 0) return;
  const stored = await storedImageUrls(
    db,
    images.map((i) => i.url),
  );
  const missing = images.filter((i) => !stored.has(i.url));
  if (missing.length > 0) refuseImagesNotStored(missing, prefix);
}
