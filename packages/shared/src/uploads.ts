import { FILES_PATH } from './routes';

/** Upload limits shared by the server's checks and the web's pickers. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/**
 * What decoding one upload may cost (docs/adr/0021). A small file can unpack into a huge
 * number of pixels, and an animation multiplies them by its frames: the server reads the
 * header first and refuses past these numbers before decoding anything.
 */
export const IMAGE_LIMITS = {
  /** Pixels of one picture or one frame: a 40-megapixel photo. */
  pixels: 40_000_000,
  /** Frames of an animated GIF or WebP. */
  frames: 200,
  /** Pixels across all frames of an animation, e.g. 480×270 for 190 frames. */
  animationPixels: 25_000_000,
  /** Elements of an SVG (counted as its `<`), which the sanitiser checks one by one. */
  svgElements: 10_000,
  /** Attributes of an SVG (counted as its `=`). */
  svgAttributes: 50_000,
} as const;

/**
 * Uploads counted per signed-in user and per client address, in one-hour windows (each try
 * counts, refused ones too: checking an image costs the server the same). An address has
 * more room than a user, as an office or a school shares one.
 */
export const UPLOAD_RATE_LIMITS = {
  perUser: { max: 120, windowMs: 3_600_000 },
  perAddress: { max: 300, windowMs: 3_600_000 },
} as const;

/**
 * The key of a file this server stored, as its storage names it: `ab/<random>.png`, and the
 * thumbnail `ab/<random>-t.webp`. Nothing else (no `..`, no `%2e`, no other folders).
 */
export const STORED_FILE_KEY_PATTERN = /^[a-z0-9]{2}\/[A-Za-z0-9_-]{8,64}\.(?:png|jpg|gif|webp|svg)$/;

/**
 * The storage key of an image address this server gave out for an upload
 * (`/v1/functions/files/ab/<random>.png`), or null for any other text: other servers,
 * other paths on this one, traversal, encoded characters, query strings.
 */
export function storedFileKey(url: string): string | null {
  if (!url.startsWith(`${FILES_PATH}/`)) return null;
  const key = url.slice(FILES_PATH.length + 1);
  return STORED_FILE_KEY_PATTERN.test(key) ? key : null;
}
