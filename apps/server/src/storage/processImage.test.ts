import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@mingle/shared';
import { processImage } from './processImage';

/** An animation of distinct frames (identical ones would be merged by the encoder). */
async function animation(width: number, height: number, frames: number, format: 'webp' | 'gif'): Promise<Buffer> {
  const list = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: i % 256 } } })
        .png()
        .toBuffer(),
    ),
  );
  const joined = sharp(list, { join: { animated: true } });
  return format === 'webp' ? joined.webp({ effort: 0, lossless: true, loop: 0 }).toBuffer() : joined.gif({ effort: 1 }).toBuffer();
}

describe('pixel and frame limits, read from the header before anything is decoded', () => {
  it('refuses a small animated WebP that unpacks into more pixels than allowed across its frames', async () => {
    const frames = Math.floor(IMAGE_LIMITS.animationPixels / 1_000_000) + 1;
    const webp = await animation(1000, 1000, frames, 'webp');
    expect(webp.length).toBeLessThan(200_000);
    expect((await sharp(webp).metadata()).pages).toBe(frames);
    await expect(processImage(webp, 'image/webp')).rejects.toThrow(
      'the animation has too many pixels across its frames (at most 25 megapixels in all); make it smaller or shorter',
    );
  });

  it('refuses an animated GIF with more frames than allowed', async () => {
    const gif = await animation(4, 4, IMAGE_LIMITS.frames + 1, 'gif');
    expect((await sharp(gif).metadata()).pages).toBe(IMAGE_LIMITS.frames + 1);
    await expect(processImage(gif, 'image/gif')).rejects.toThrow('animated images can have at most 200 frames; shorten the animation');
  });

  it('keeps an animation within the limits, every frame of it', async () => {
    const webp = await animation(40, 30, 5, 'webp');
    const out = await processImage(webp, 'image/webp');
    expect(await sharp(out.bytes).metadata()).toMatchObject({ width: 40, pages: 5 });
    expect(out).toMatchObject({ width: 40, height: 30 });
  });
});
