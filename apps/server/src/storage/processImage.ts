import sharp from 'sharp';
import type { AllowedImageType } from '@mingle/shared';

export interface ProcessedImage {
  bytes: Buffer;
  width: number | null;
  height: number | null;
  /** A WebP at most THUMBNAIL_WIDTH wide, or null when the original is already that small. */
  thumbnail: Buffer | null;
}

export const THUMBNAIL_WIDTH = 480;
/** Refuses images that would unpack into more pixels than this (decompression bombs). */
const MAX_PIXELS = 40_000_000;

/**
 * Re-encodes a raster image so that it carries no metadata (camera EXIF with GPS, author
 * names), turned upright by its EXIF orientation first, and makes a thumbnail. SVG is text
 * and is kept as checked; it needs no thumbnail.
 */
export async function processImage(bytes: Buffer, type: AllowedImageType): Promise<ProcessedImage> {
  if (type === 'image/svg+xml') return { bytes, width: null, height: null, thumbnail: null };
  const animated = type === 'image/gif' || type === 'image/webp';
  const input = () => sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const meta = await input().metadata();
  let pipeline = input().rotate();
  if (type === 'image/png') pipeline = pipeline.png();
  else if (type === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 88, mozjpeg: true });
  else if (type === 'image/webp') pipeline = pipeline.webp({ quality: 88 });
  else pipeline = pipeline.gif();
  const out = await pipeline.toBuffer({ resolveWithObject: true });
  const width = out.info.width;
  const height = meta.pageHeight ?? out.info.height;
  const thumbnail =
    width > THUMBNAIL_WIDTH
      ? await sharp(out.data, { limitInputPixels: MAX_PIXELS })
          .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer()
      : null;
  return { bytes: out.data, width, height, thumbnail };
}
