import type { AllowedImageType } from '@mingle/shared';

/**
 * The real type of an upload from its first bytes. The client's declared type is not
 * trusted: a file is accepted only when its content is one of the allowed images.
 */
export function sniffImageType(bytes: Buffer): AllowedImageType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

export const EXTENSION_OF: Record<AllowedImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
