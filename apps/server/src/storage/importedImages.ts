import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { FILES_PATH } from '@mingle/shared';
import { files } from '../db/schema';
import type { Services } from '../services';
import { storeImage } from './storeImage';

/** Where a deck import puts the images its file carries (docs/adr/0048). */
export interface ImageImporter {
  /** Checks and stores one image as an upload of the importing user; its address here. */
  store(bytes: Buffer): Promise<string>;
  /** Removes an image this import stored, when the import is refused after all. */
  discard(url: string): Promise<void>;
}

/**
 * Embedded images go through the upload's own path: the same upload limits (each image counts
 * as one upload), the same type sniffing, SVG sanitising and pixel limits (docs/adr/0021).
 */
export function importedImages(services: Services, ownerId: string, ip: string): ImageImporter {
  const stored = new Map<string, { id: string; keys: string[] }>();
  return {
    async store(bytes) {
      await services.uploads.admit(ownerId, ip);
      const file = await storeImage(services, ownerId, { stream: Readable.from([bytes]), filename: 'imported image' });
      const keyOf = (url: string) => url.slice(FILES_PATH.length + 1);
      stored.set(file.url, { id: file.id, keys: [...new Set([keyOf(file.url), keyOf(file.thumbnailUrl)])] });
      return file.url;
    },
    async discard(url) {
      const file = stored.get(url);
      if (!file) return;
      stored.delete(url);
      await services.database.db.delete(files).where(eq(files.id, file.id));
      for (const key of file.keys) await services.storage.delete(key);
    },
  };
}
