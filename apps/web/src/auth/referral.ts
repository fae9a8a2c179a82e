import { AUTH_KEYS } from './tokenStore';

const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Keeps a `ref` query parameter from any page, for the sign-up that may come later. */
export function keepReferral(url: URL, storage: Storage): void {
  const ref = url.searchParams.get('ref')?.trim();
  if (ref && REF_PATTERN.test(ref)) storage.setItem(AUTH_KEYS.referral, ref);
}

export function storedReferral(storage: Storage): string | null {
  const ref = storage.getItem(AUTH_KEYS.referral);
  return ref && REF_PATTERN.test(ref) ? ref : null;
}

export function clearReferral(storage: Storage): void {
  storage.removeItem(AUTH_KEYS.referral);
}
