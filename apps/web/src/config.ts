/**
 * Numbers of the seed (sections 2, 4, 7 and 9) that the web app's frame runs on. Kept in
 * one place so a reviewer can hold them against the seed line by line.
 */

/** Loading bar during route changes: starts after a throttle, fills over ~5 s, hides after. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** Scrolling to a hash anchor retries while the target has not rendered yet. */
export const HASH_SCROLL = { retries: 50, intervalMs: 100 } as const;

/** A failed chunk load reloads the page, at most once per this window; a chunk gives up after the time-out. */
export const CHUNK = { reloadGuardMs: 60_000, loadTimeoutMs: 120_000 } as const;

/** Websocket transport (subscriptions-transport-ws) and the retry of failed subscriptions. */
export const WEBSOCKET = {
  timeoutMs: 30_000,
  minTimeoutMs: 1000,
  backoff: { minMs: 100, maxMs: 10_000, factor: 2 },
} as const;
export const SUBSCRIPTION_RETRY = { maxAttempts: 5, baseDelayMs: 500 } as const;

/** Minimum time a fetch indicator stays up, so it does not flash. */
export const MIN_FETCH_DISPLAY_MS = 200;

/** Interface defaults (section 9). */
export const UI = {
  snackbarMs: 3500,
  toastMs: 2000,
  notificationMs: 2000,
  carouselIntervalMs: 3500,
  datePickerYears: { min: -100, max: 10 },
  iconPack: 'mdi',
  modalWidth: 960,
  dropdownMaxHeight: 200,
  tablePageSize: 20,
} as const;

/** The auth module's configured redirects (seed section 2). `home` is the login route too. */
export const AUTH_REDIRECTS = { login: '/login', logout: '/login', home: '/login', callback: null } as const;

/** The generic HTTP client: base URL `/`, and the Accept header the seed lists. */
export const HTTP = { baseUrl: '/', accept: 'application/json, text/plain, */*' } as const;
