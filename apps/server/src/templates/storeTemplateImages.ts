import { inArray } from 'drizzle-orm';
import { files } from '../db/schema';
import type { Services } from '../services';
import { checkImage } from '../storage/storeImage';
import type { BundledImage } from './templateImages';

/** Whether storage holds `key` (the stream opened to find out is closed at once). */
async function present(services: Services, key: string): Promise<boolean> {
  const file = await services.storage.get(key);
  file?.stream.destroy();
  return file !== null;
}

/**
 * Stores the images shipped with the templates as files of this server, each once: through the
 * upload's checks (`checkImage`: SVG sanitised, raster re-encoded), under its content-addressed
 * key, with a `files` row that has no owner. Idempotent: an image whose row and bytes are here
 * already is skipped, and the row is inserted `ON CONFLICT DO NOTHING`, so a restart or a second
 * process sharing the database (each writing the same bytes) adds nothing twice.
 * @throws Error naming the image when one does not pass the checks (the catalog test runs them).
 */
export async function storeTemplateImages(services: Services, images: readonly BundledImage[]): Promise<void> {
  if (images.length === 0) return;
  const { db } = services.database;
  const rows = await db
    .select({ key: files.key, thumbnailKey: files.thumbnailKey })
    .from(files)
    .where(
      inArray(
        files.key,
        images.map((i) => i.key),
      ),
    );
  const stored = new Map(rows.map((r) => [r.key, r.thumbnailKey]));
  for (const shipped of images) {
    if (stored.has(shipped.key)) {
      const thumbnailKey = stored.get(shipped.key);
      if ((await present(services, shipped.key)) && (!thumbnailKey || (await present(services, thumbnailKey)))) continue;
    }
    let checked;
    try {
      checked = await checkImage(shipped.bytes);
    } catch (err) {
      throw new Error(`template image ${shipped.name}: ${(err as Error).message}`, { cause: err });
    }
    const { type, image } = checked;
    const thumbnailKey = image.thumbnail ? shipped.key.replace(/\.\w+$/, '-t.webp') : null;
    await services.storage.put(shipped.key, image.bytes);
    if (thumbnailKey && image.thumbnail) await services.storage.put(thumbnailKey, image.thumbnail);
    await db
      .insert(files)
      .values({
        ownerId: null,
        key: shipped.key,
        thumbnailKey,
        contentType: type,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        originalName: `template image ${shipped.name}`,
      })
      .onConflictDoNothing({ target: files.key });
  }
}

const storing = new WeakMap<Services, Promise<void>>();

/**
 * Resolves once the shipped template images are stored here: the first call of a server stores
 * them (`storeTemplateImages`), every later call waits on the same promise. Called before any
 * template is sent or copied, rather than at startup, so that starting a server (and each of
 * the many apps tests build) costs no image work; only the first template request waits. A
 * failure is not kept: the next request tries again.
 */
export function templateImagesStored(services: Services): Promise<void> {
  let done = storing.get(services);
  if (!done) {
    done = storeTemplateImages(services, services.templates.images).catch((err: unknown) => {
      storing.delete(services);
      throw err;
    });
    storing.set(services, done);
  }
  return done;
}
