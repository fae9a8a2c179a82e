import type Sharp from 'sharp';
import { IMAGE_LIMITS, type AllowedImageType } from '@mingle/shared';

export interface ProcessedImage {
  bytes: Buffer;
  width: number | null;
  height: number | null;
  /** A WebP at most THUMBNAIL_WIDTH wide, or null when the original is already that small. */
  thumbnail: Buffer | null;
}

export const THUMBNAIL_WIDTH = 480;
const MAX_PIXELS = IMAGE_LIMITS.pixels;

/** Why an image was refused, in words for the uploader (after "file: "). */
export class ImageRefused extends Error {
  override name = 'ImageRefused';
}

/**
 * sharp (libvips) loaded on the first raster upload, not at start: an idle server that nobody
 * uploads to keeps its memory (docs/BENCHMARKS.md). SVGs, the templates' drawings, never need it.
 */
let loading: Promise<typeof Sharp> | null = null;
const loadSharp = () => (loading ??= import('sharp').then((m) => m.default));

const megapixels = (n: number) => `${Math.round(n / 1_000_000)} megapixels`;

/**
 * Refuses, from the header alone, an image that would cost too much to decode: too many
 * pixels in one frame, too many frames, or too many pixels across all frames (a small
 * animated WebP of identical-looking frames can unpack into hundreds of megapixels).
 */
async function checkSize(sharp: typeof Sharp, bytes: Buffer, animated: boolean): Promise<void> {
  const meta = await sharp(bytes).metadata();
  const frames = animated ? (meta.pages ?? 1) : 1;
  const framePixels = meta.width * (meta.pageHeight ?? meta.height);
  if (framePixels > IMAGE_LIMITS.pixels)
    throw new ImageRefused(
      `the image is too large in pixels (at most ${megapixels(IMAGE_LIMITS.pixels)}); make it smaller and upload it again`,
    );
  if (frames > IMAGE_LIMITS.frames)
    throw new ImageRefused(`animated images can have at most ${IMAGE_LIMITS.frames} frames; shorten the animation`);
  if (frames * framePixels > IMAGE_LIMITS.animationPixels)
    throw new ImageRefused(
      `the animation has too many pixels across its frames (at most ${megapixels(IMAGE_LIMITS.animationPixels)} in all); make it smaller or shorter`,
    );
}

/**
 * Re-encodes a raster image so that it carries no metadata (camera EXIF with GPS, author
 * names), turned upright by its EXIF orientation first, and makes a thumbnail. SVG is text
 * and is kept as checked; it needs no thumbnail.
 * @throws ImageRefused past the pixel and frame limits (IMAGE_LIMITS), before decoding.
 */
export async function processImage(bytes: Buffer, type: AllowedImageType): Promise<ProcessedImage> {
  if (type === 'image/svg+xml') return { bytes, width: null, height: null, thumbnail: null };
  const animated = type === 'image/gif' || type === 'image/webp';
  const sharp = await loadSharp();
  await checkSize(sharp, bytes, animated);
  const input = () => sharp(bytes, { animated, limitInputPixels: animated ? IMAGE_LIMITS.animationPixels : MAX_PIXELS, failOn: 'error' });
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
