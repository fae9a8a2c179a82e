import { createHash } from 'node:crypto';
import { parseScreencapSlide, Reason, screencapSteps } from '@mingle/shared';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { loadRecap } from '../recaps/recaps';
import type { Recap, RecapSlide } from '../recaps/recapView';
import { downloadName } from '../reports/downloadName';
import { ScreencapNotFoundError, type PageShooter } from './chromium';

/** A recap slide's image, as the endpoint sends it. */
export interface SlideImage {
  png: Buffer;
  /** "Friday quiz 2025-03-01 slide 2 reveal.png" */
  fileName: string;
  /** Changes whenever what the picture shows changes: the cache key, and the ETag. */
  etag: string;
}

/** The recap slide an image address names, or null (a 404). */
export function screencapTarget(recap: Recap, slide: string, step: string): { n: number; s: RecapSlide; step: string } | null {
  const n = parseScreencapSlide(slide);
  const s = n === null ? undefined : recap.slides[n - 1];
  if (!n || !s || !screencapSteps(s.type).includes(step as never)) return null;
  return { n, s, step };
}

/** Total bytes of PNG kept in memory; the least recently used go first. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Recap slides as PNG (ADR 45): the `/screencap` page of this server, shot by headless Chromium.
 * Whether the recap is shown is asked on every request (`loadRecap` reads the on/off flag from
 * the database), before the cache: a recap turned off is not served from it. Pictures are kept
 * in memory, keyed by a hash of everything the slide shows, so a changed recap (an erased
 * participant, a fixed aggregation) is drawn afresh and an unchanged one is drawn once per
 * process. Requests for a picture being drawn wait for that one drawing.
 */
export class SlideImages {
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Db,
    private readonly shooter: PageShooter,
    /** Where Chromium finds this server's pages (its own address, not PUBLIC_URL: the renderer runs beside it). */
    private readonly selfUrl: () => string,
    private readonly now: () => number,
  ) {}

  /** The image, or null for an unknown or turned-off recap, slide or step. Throws ChromiumMissingError, ShooterBusyError. */
  async image(recapId: string, slide: string, step: string): Promise<SlideImage | null> {
    const recap = await loadRecap(this.db, recapId, this.now()).catch((err: unknown) => {
      // Only "not shown" is a 404; a database that is down stays an error (503 upstream).
      if (err instanceof AppError && err.reason === Reason.RECAP_NOT_FOUND) return null;
      throw err;
    });
    const target = recap && screencapTarget(recap, slide, step);
    if (!recap || !target) return null;
    const etag = createHash('sha256')
      .update(JSON.stringify([recap.id, recap.title, target.n, target.step, target.s]))
      .digest('base64url')
      .slice(0, 32);
    const png = await this.cached(etag, `/screencap/${recap.id}/${target.n}/${target.step}`);
    if (!png) return null;
    const playedAt = recap.startedAt ?? recap.endedAt ?? new Date(this.now());
    return { png, etag, fileName: downloadName(recap.title || 'Untitled deck', playedAt, `slide ${target.n} ${target.step}`, 'png') };
  }

  /** How many pictures are kept (tests). */
  get size(): number {
    return this.cache.size;
  }

  private async cached(key: string, path: string): Promise<Buffer | null> {
    const hit = this.cache.get(key);
    if (hit) {
      // Most recently used last: the Map's order is the eviction order.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.shooter.shoot(`${this.selfUrl()}${path}`).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    try {
      const png = await pending;
      this.keep(key, png);
      return png;
    } catch (err) {
      if (err instanceof ScreencapNotFoundError) return null;
      throw err;
    }
  }

  private keep(key: string, png: Buffer): void {
    if (this.cache.has(key) || png.length > CACHE_BYTES) return;
    this.cache.set(key, png);
    this.cachedBytes += png.length;
    for (const [oldKey, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldKey);
      this.cachedBytes -= old.length;
    }
  }
}
