import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FILES_PATH, MAX_UPLOAD_BYTES, Reason, type AllowedImageType } from '@mingle/shared';
import { files } from '../db/schema';
import { appError } from '../lib/errors';
import type { Services } from '../services';
import { ImageRefused, processImage, type ProcessedImage } from './processImage';
import { EXTENSION_OF, sniffImageType } from './sniff';
import { sanitizeSvgUpload } from './svgSanitiser';

export interface IncomingFile {
  stream: Readable;
  filename: string;
}

export interface StoredFileInfo {
  id: string;
  url: string;
  /** The thumbnail, or the image itself when it is small or an SVG. */
  thumbnailUrl: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string;
}

/** Every refusal of an upload is about the `file` variable. */
const FILE = { field: 'file' };
const TOO_LARGE = `file: images can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Reads the whole upload, refusing it as soon as it passes the size limit. */
async function readLimited(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > MAX_UPLOAD_BYTES) {
        stream.destroy();
        throw appError(Reason.FILE_TOO_LARGE, TOO_LARGE, FILE);
      }
      chunks.push(buf);
    }
  } catch (err) {
    // The multipart parser ends a stream that exceeds its limit with its own error.
    if (err instanceof Error && /exceeds the \d+ byte size limit/.test(err.message)) throw appError(Reason.FILE_TOO_LARGE, TOO_LARGE, FILE);
    throw err;
  }
  return Buffer.concat(chunks);
}

/** An image that passed the upload's checks: its real type and the bytes to store. */
export interface CheckedImage {
  type: AllowedImageType;
  image: ProcessedImage;
}

/**
 * The upload's checks on an image's bytes: its content must be an allowed image type (any
 * declared type is ignored); SVG is rewritten through the allow-list sanitiser, raster images
 * are re-encoded within the pixel limits. Also used for the images shipped with templates.
 * @throws AppError naming the `file` variable when a check fails.
 */
export async function checkImage(raw: Buffer): Promise<CheckedImage> {
  let bytes = raw;
  if (bytes.length === 0) throw appError(Reason.FILE_EMPTY, 'file: the file is empty', FILE);
  const type = sniffImageType(bytes);
  if (!type) throw appError(Reason.FILE_TYPE_NOT_ALLOWED, 'file: only PNG, JPEG, WebP, GIF or SVG images can be uploaded', FILE);
  if (type === 'image/svg+xml') bytes = await sanitizeSvgUpload(bytes);
  try {
    return { type, image: await processImage(bytes, type) };
  } catch (err) {
    if (err instanceof ImageRefused) throw appError(Reason.IMAGE_TOO_MANY_PIXELS, `file: ${err.message}`, FILE);
    throw appError(Reason.FILE_UNREADABLE, 'file: the image could not be read; it may be damaged or too large in pixels', FILE);
  }
}

/**
 * Checks and stores an uploaded image (`checkImage`), under a new random name.
 * Nothing is stored when a check fails.
 */
export async function storeImage(services: Services, ownerId: string, file: IncomingFile): Promise<StoredFileInfo> {
  const { type, image } = await checkImage(await readLimited(file.stream));
  const name = randomUUID().replaceAll('-', '');
  const key = `${name.slice(0, 2)}/${name}.${EXTENSION_OF[type]}`;
  const thumbnailKey = image.thumbnail ? `${name.slice(0, 2)}/${name}-t.webp` : null;
  const originalName = (file.filename || 'upload').slice(0, 200);
  try {
    await services.storage.put(key, image.bytes);
    if (thumbnailKey && image.thumbnail) await services.storage.put(thumbnailKey, image.thumbnail);
    const [row] = await services.database.db
      .insert(files)
      .values({
        ownerId,
        key,
        thumbnailKey,
        contentType: type,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        originalName,
      })
      .returning();
    if (!row) throw new Error('file row was not stored');
    return {
      id: row.id,
      url: `${FILES_PATH}/${key}`,
      thumbnailUrl: `${FILES_PATH}/${thumbnailKey ?? key}`,
      contentType: type,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
      originalName,
    };
  } catch (err) {
    await services.storage.delete(key);
    if (thumbnailKey) await services.storage.delete(thumbnailKey);
    throw err;
  }
}
