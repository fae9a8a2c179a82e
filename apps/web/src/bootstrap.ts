import { AuthApi } from './auth/authApi';
import { RedirectMemory } from './auth/redirectMemory';
import { SessionClient } from './auth/session';
import { TokenStore } from './auth/tokenStore';
import { HttpClient } from './http/httpClient';
import type { AppServices } from './services';

/** Makes the app's long-lived objects against the browser's storage and cookies. */
export function createServices(win: Window = window): AppServices & { http: HttpClient } {
  const storage = win.localStorage;
  const http = new HttpClient();
  const authApi = new AuthApi(http);
  const store = new TokenStore({ storage });
  const session = new SessionClient({ api: authApi, store, http, cookies: win.document });
  return { session, authApi, memory: new RedirectMemory(storage), storage, http };
}
