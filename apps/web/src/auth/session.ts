import type { Session, SessionUser } from '@mingle/shared';
import { ApiError } from '../http/httpClient';
import type { HttpClient } from '../http/httpClient';
import type { AuthApi, SignUpInput } from './authApi';
import { removeAuthCookie, setAuthCookie, type CookieTarget } from './cookie';
import { ExpiredAuthSessionError } from './errors';
import type { Clock, TokenStore } from './tokenStore';

/** The seed's auth state. */
export interface AuthState {
  user: SessionUser | null;
  loggedIn: boolean;
}

/**
 * A change of identity. `byUser` marks a logout the person asked for (the account menu); any
 * other logout means the session ended under them (signed out elsewhere, expired, revoked).
 */
export type AuthChange = { kind: 'login' | 'logout'; skipCacheReset?: boolean; byUser?: boolean };

export interface SessionDeps {
  api: AuthApi;
  store: TokenStore;
  http: HttpClient;
  cookies: CookieTarget;
  now?: Clock;
}

/**
 * The session client: the one place that knows the user's tokens. Pages read its state
 * through `useSession`; the data client listens to its login and logout changes.
 */
export class SessionClient {
  private state: AuthState = { user: null, loggedIn: false };
  private readonly listeners = new Set<() => void>();
  private readonly changeListeners = new Set<(change: AuthChange) => void>();
  private refreshing: Promise<void> | null = null;
  private readonly now: Clock;

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called with 'login' or 'logout' whenever the identity behind requests changes. */
  onChange(listener: (change: AuthChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * Restores the session from storage at start-up. An expired session is reset here, and
   * its ExpiredAuthSessionError swallowed: a stale tab simply starts signed out.
   */
  async init(): Promise<void> {
    const { store } = this.deps;
    if (store.accessToken || store.refreshToken) {
      this.applyTokens(store.accessToken);
      this.setState({ user: store.user, loggedIn: true });
    } else {
      removeAuthCookie(this.deps.cookies);
    }
    try {
      await this.ensureValid();
    } catch (error) {
      if (!(error instanceof ExpiredAuthSessionError)) console.error(error);
    }
  }

  /** Token and refresh-token expiry as the auth guard reads them. */
  check(): { tokenExpired: boolean; refreshTokenExpired: boolean; isRefreshable: boolean } {
    const { store } = this.deps;
    return {
      tokenExpired: store.accessStatus() === 'EXPIRED',
      refreshTokenExpired: store.refreshStatus() === 'EXPIRED',
      isRefreshable: Boolean(store.refreshToken),
    };
  }

  /**
   * Makes sure a signed-in session has a usable access token: refreshes an expired one,
   * and resets the session (throwing ExpiredAuthSessionError) when both have expired.
   */
  async ensureValid(): Promise<void> {
    if (!this.state.loggedIn) return;
    const { tokenExpired, refreshTokenExpired, isRefreshable } = this.check();
    if (refreshTokenExpired || (tokenExpired && !isRefreshable)) {
      this.reset();
      throw new ExpiredAuthSessionError();
    }
    if (tokenExpired || !this.deps.store.accessToken) await this.refresh();
  }

  /** Concurrent callers share one request: a rotated refresh token can be used only once. */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * The server answered 401 to a request carrying the access token: the token was refused
   * (expired early, or its session ended by a sign-out or a password change elsewhere).
   * Refreshes once, so the caller can retry; resolves false when there is nothing to retry
   * with — the session is over and has been reset (signed out).
   */
  async recoverFromUnauthorized(): Promise<boolean> {
    if (!this.state.loggedIn) {
      // A stale cookie without a session: forget it, so the next request goes as a guest.
      this.reset();
      return false;
    }
    try {
      await this.refresh();
      return true;
    } catch (error) {
      if (error instanceof ExpiredAuthSessionError) return false;
      throw error;
    }
  }

  async signIn(email: string, password: string): Promise<void> {
    this.setSession(await this.deps.api.signIn(email, password));
  }

  /** Signs up and, when the server answers with a session, signs in with it. */
  async signUp(input: SignUpInput): Promise<boolean> {
    const session = await this.deps.api.signUp(input);
    if (session) this.setSession(session);
    return Boolean(session);
  }

  /**
   * Ends the session on the server, then locally. A plain sign-out always works locally even
   * when the server did not hear it (the token then just expires); "sign out everywhere"
   * must reach the server, so its failure is thrown and the session kept for a retry.
   */
  async signOut(options: { all?: boolean } = {}): Promise<void> {
    const refreshToken = this.deps.store.refreshToken;
    if (options.all) {
      if (refreshToken) await this.deps.api.signOut(refreshToken, true);
      this.reset({ byUser: true });
      return;
    }
    try {
      if (refreshToken) await this.deps.api.signOut(refreshToken, false);
    } catch (error) {
      console.error(error);
    }
    this.reset({ byUser: true });
  }

  /** Stores a session the server gave (sign-in, sign-up or refresh) and signs in with it. */
  setSession(session: Session): void {
    const wasLoggedIn = this.state.loggedIn;
    this.deps.store.setTokens(session.accessToken, session.refreshToken || null);
    this.deps.store.user = session.user;
    this.applyTokens(session.accessToken);
    this.setState({ user: session.user, loggedIn: true });
    if (!wasLoggedIn) this.emit({ kind: 'login' });
  }

  /** Updates the cached user after a profile change, without touching tokens. */
  updateUser(patch: Partial<SessionUser>): void {
    if (!this.state.user) return;
    const user = { ...this.state.user, ...patch };
    this.deps.store.user = user;
    this.setState({ ...this.state, user });
  }

  /** Clears the user, the tokens, the cookie and the Authorization header. */
  reset(options: { byUser?: boolean } = {}): void {
    const wasLoggedIn = this.state.loggedIn;
    this.deps.store.clear();
    this.applyTokens(null);
    this.setState({ user: null, loggedIn: false });
    if (wasLoggedIn) this.emit({ kind: 'logout', ...(options.byUser ? { byUser: true } : {}) });
  }

  private async doRefresh(): Promise<void> {
    const refreshToken = this.deps.store.refreshToken;
    if (!refreshToken) {
      this.reset();
      throw new ExpiredAuthSessionError();
    }
    try {
      const session = await this.deps.api.refresh(refreshToken);
      this.deps.store.setTokens(session.accessToken, session.refreshToken || null);
      if (session.user) this.deps.store.user = session.user;
      this.applyTokens(session.accessToken);
      this.setState({ user: session.user ?? this.state.user, loggedIn: true });
    } catch (error) {
      // The server no longer knows this refresh token (signed out elsewhere, rotated twice):
      // the session is over. Network trouble keeps it, to try again later.
      if (error instanceof ApiError && error.status === 401) {
        this.reset();
        throw new ExpiredAuthSessionError();
      }
      throw error;
    }
  }

  private applyTokens(accessToken: string | null): void {
    this.deps.http.setHeader('Authorization', accessToken ? `Bearer ${accessToken}` : null);
    setAuthCookie(this.deps.cookies, accessToken, this.now());
  }

  private setState(next: AuthState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private emit(change: AuthChange): void {
    for (const listener of this.changeListeners) listener(change);
  }
}
