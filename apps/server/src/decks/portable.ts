import type { Readable } from 'node:stream';
import { ASSET_DATA_URL, deckImages, MAX_DECK_ASSETS, MAX_UPLOAD_BYTES, Reason, storedFileKey, type Slide } from '@mingle/shared';
import { appError } from '../lib/errors';
import type { FileStorage } from '../storage/storage';

/** How a stored file's extension is written in a `data:` URL. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Only the base64 alphabet is accepted (ASSET_DATA_URL), so nothing is silently skipped. */
const DATA_URL = ASSET_DATA_URL;
const MAX_ASSETS = MAX_DECK_ASSETS;

const assetsError = (message: string) => appError(Reason.INVALID_INPUT, message, { field: 'document.assets', problems: [message] });

/**
 * The `assets` of a portable deck file, checked at the boundary: absent is none; otherwise an
 * object of image addresses to `data:` URLs (docs/DECK_FORMAT.md, "Portable files").
 */
export function parseAssets(document: unknown): Map<string, string> {
  const raw = document && typeof document === 'object' ? (document as Record<string, unknown>).assets : undefined;
  if (raw === undefined) return new Map();
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw assetsError('document.assets: must be an object of image addresses to data: URLs');
  const entries = Object.entries(raw);
  if (entries.length > MAX_ASSETS) throw assetsError(`document.assets: at most ${MAX_ASSETS} images`);
  for (const [url, value] of entries)
    if (typeof value !== 'string') throw assetsError(`document.assets["${url.slice(0, 100)}"]: must be a data: URL`);
  return new Map(entries as [string, string][]);
}

/**
 * The bytes of an embedded image. The field is named in the error (`slides[2].image`), with the
 * upload's own size limit checked before decoding.
 * @throws AppError naming the field when the value is not a base64 `data:` image or is too large.
 */
export function decodeAsset(value: string, field: string): Buffer {
  // Base64 holds 3 bytes in 4 characters: refuse by length before the regular expression runs.
  if (value.length > Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 100)
    throw appError(Reason.FILE_TOO_LARGE, `${field}: images can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, { field });
  const match = DATA_URL.exec(value);
  if (!match?.[1]) throw appError(Reason.INVALID_INPUT, `${field}: the embedded image must be a base64 data:image URL`, { field });
  return Buffer.from(match[1], 'base64');
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The `assets` of a portable export: each image the slides show, read from storage and written
 * as a `data:` URL under the address the slides use. An address this server has no file for
 * (a deck saved before images were checked) is left out; importing such a deck names the field.
 */
export async function embedImages(storage: FileStorage, slides: readonly Slide[]): Promise<Record<string, string>> {
  const assets: Record<string, string> = {};
  for (const { url } of deckImages(slides)) {
    if (url in assets) continue;
    const key = storedFileKey(url);
    const type = key ? TYPE_OF_EXTENSION[key.split('.').pop() ?? ''] : undefined;
    const file = key && type ? await storage.get(key) : null;
    if (!file || !type) continue;
    assets[url] = `data:${type};base64,${(await readAll(file.stream)).toString('base64')}`;
  }
  return assets;
}
