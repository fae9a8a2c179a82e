/**
 * The name a download is saved under: the event's title (its deck's, when it was played), its
 * date and what the file holds — "Friday quiz 2025-03-01 answers.csv".
 */
export function downloadName(title: string, at: Date, what: string, extension: string): string {
  // Characters no file system takes, and controls, become spaces; runs of spaces one.
  const clean = title
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  return `${clean || 'Event'} ${at.toISOString().slice(0, 10)} ${what}.${extension}`;
}

/**
 * `Content-Disposition` for a download (RFC 6266): an ASCII `filename` for old clients, and the
 * exact name in UTF-8 as `filename*` (RFC 5987), which browsers prefer.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
