import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/fakes';
import { ChunkLoadError, claimChunkReload, isChunkLoadError, withChunkTimeout } from './chunkReload';

afterEach(() => vi.useRealTimers());

describe('chunk-load failures', () => {
  it('are recognised however the browser words them', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/A.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('Loading chunk failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reload the page at most once per 60 seconds', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000_000 + 59_999)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + 60_000)).toBe(true);
  });

  it('time out after 120,000 ms', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    vi.advanceTimersByTime(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('pass a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(async () => 'module', 10)).resolves.toBe('module');
  });
});
