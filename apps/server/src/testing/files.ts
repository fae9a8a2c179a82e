import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Services } from '../services';
import { storeImage, type StoredFileInfo } from '../storage/storeImage';

/** Stores a small real PNG for a user, as an upload would, and returns what the upload answers. */
export async function storeTestImage(services: Services, ownerId: string, width = 8): Promise<StoredFileInfo> {
  const png = await sharp({ create: { width, height: width, channels: 3, background: '#5b3fd6' } })
    .png()
    .toBuffer();
  return storeImage(services, ownerId, { stream: Readable.from([png]), filename: 'test.png' });
}
