/** A new slide id: random, URL-safe, short enough to read in an export. */
export function newSlideId(): string {
  const bytes = new Uint8Array(12);
  // Web Crypto exists in browsers and in Node 20; shared code is typed without DOM or Node.
  (globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }).crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36];
  return out;
}
