import type { FastifyReply } from 'fastify';

/**
 * Lets the given origins put this reply's page in an iframe (ADR 51: `/embed/*`). Every other
 * page keeps helmet's `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`, so no site can
 * frame the app to trick a signed-in host into clicking. Helmet wrote its headers on the raw
 * response when the request arrived; they are rewritten there.
 */
export function allowFraming(reply: FastifyReply, origins: readonly string[]): void {
  const policy = reply.raw.getHeader('content-security-policy');
  const ancestors = ["'self'", ...origins].join(' ');
  if (typeof policy === 'string')
    reply.raw.setHeader('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
  reply.raw.removeHeader('x-frame-options');
}

/**
 * EMBED_ORIGINS: a comma-separated list of the sites that may frame the embeddable pages, each
 * an origin (`https://example.com`, a port if not the default, no path). Returns them
 * normalised, or the message for the first one that is not an origin.
 */
export function parseEmbedOrigins(text: string): { origins: string[] } | { error: string } {
  const origins: string[] = [];
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return { error: `"${item}" is not an address; write each origin as https://example.com` };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: `"${item}" must start with https:// or http://` };
    if (url.pathname !== '/' || url.search || url.hash || url.username || item.endsWith('/'))
      return { error: `"${item}" must be an origin only (scheme, host and port), like ${url.origin}` };
    origins.push(url.origin);
  }
  return { origins: [...new Set(origins)] };
}
