import { inArray, or } from 'drizzle-orm';
import { listProblems, storedFileKey, type DeckImage } from '@mingle/shared';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { Reason } from '@mingle/shared';
import { appError } from '../lib/errors';

/**
 * What a deck from another server (or a made-up address) is told: its images were not
 * uploaded here. Exports carry only addresses, so they cannot bring the images along yet.
 */
export const NOT_STORED_HERE =
  'this image was not uploaded to this server (a deck from another server does not bring its images); upload it here or remove it';

/**
 * Refuses a deck whose images are not files this server stored (docs/adr/0021). The shape
 * of each address is already checked by the deck schema; this checks that the file exists,
 * as an upload's image or its thumbnail, in one query for the whole deck.
 * @throws AppError BAD_USER_INPUT naming the first fields that point nowhere.
 */
export async function requireStoredImages(db: Db, images: readonly DeckImage[], prefix: string): Promise<void> {
  if (images.length === 0) return;
  const keys = [...new Set(images.map((i) => storedFileKey(i.url)).filter((k): k is string => k !== null))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({ key: files.key, thumbnailKey: files.thumbnailKey })
          .from(files)
          .where(or(inArray(files.key, keys), inArray(files.thumbnailKey, keys)));
  const stored = new Set(rows.flatMap((r) => [r.key, r.thumbnailKey]));
  const missing = images.filter((i) => {
    const key = storedFileKey(i.url);
    return key === null || !stored.has(key);
  });
  if (missing.length === 0) return;
  const shown = missing.slice(0, 5).map((i) => `${prefix}${i.path}: ${NOT_STORED_HERE}`);
  if (missing.length > 5) shown.push(`and ${missing.length - 5} more`);
  const problems = listProblems(missing.map((i) => `${i.path}: ${NOT_STORED_HERE}`));
  throw appError(Reason.IMAGE_NOT_STORED, shown.join('; '), { problems });
}
