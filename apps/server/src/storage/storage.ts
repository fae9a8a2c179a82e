import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { STORED_FILE_KEY_PATTERN } from '@mingle/shared';

/** Where uploaded bytes live. Local disk by default; an object store can implement the same. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
}

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Keys look like `ab/abcdef….png` (STORED_FILE_KEY_PATTERN): never a path outside the root. */
  private pathOf(key: string): string {
    if (!STORED_FILE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    const full = resolve(join(this.root, key));
    if (!full.startsWith(this.root + sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, path);
  }

  async get(key: string) {
    if (!STORED_FILE_KEY_PATTERN.test(key)) return null;
    const path = this.pathOf(key);
    try {
      const s = await stat(path);
      return { stream: createReadStream(path), size: s.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
