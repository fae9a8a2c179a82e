import { AUTH_KEYS } from './tokenStore';

/** Only same-site paths are remembered, so a crafted link cannot send a user elsewhere after sign-in. */
export function isRelativePath(path: string | null): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The full path a signed-out visitor tried to open, to return there after signing in. */
export class RedirectMemory {
  constructor(private readonly storage: Storage) {}

  remember(fullPath: string): void {
    if (isRelativePath(fullPath)) this.storage.setItem(AUTH_KEYS.redirect, fullPath);
  }

  peek(): string | null {
    const value = this.storage.getItem(AUTH_KEYS.redirect);
    return isRelativePath(value) ? value : null;
  }

  /** Returns the remembered path once, then forgets it. */
  take(): string | null {
    const value = this.peek();
    this.storage.removeItem(AUTH_KEYS.redirect);
    return value;
  }
}
