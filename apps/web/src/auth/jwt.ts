/**
 * Reads the `exp` claim of a JWT without verifying it: the browser only needs to know
 * when to refresh; the server is the one that checks signatures.
 * Returns the expiry in epoch milliseconds, or null when the token is not a JWT or has no `exp`.
 */
export function jwtExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
  } catch {
    // Not base64 JSON: an opaque token. The caller falls back to the configured max age.
  }
  return null;
}
