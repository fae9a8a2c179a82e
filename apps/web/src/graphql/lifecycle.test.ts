import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthChange } from '../auth/session';
import { attachAuthLifecycle } from './lifecycle';

function source() {
  const listeners = new Set<(c: AuthChange) => void>();
  return {
    onChange: (l: (c: AuthChange) => void) => (listeners.add(l), () => void listeners.delete(l)),
    emit: (c: AuthChange) => listeners.forEach((l) => l(c)),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('auth lifecycle of the data client', () => {
  it('on sign-in and sign-out reopens the socket (subscriptions restart) and resets the cache', async () => {
    const auth = source();
    const wsClient = { close: vi.fn() };
    const client = { resetStore: vi.fn(async () => []), clearStore: vi.fn(async () => []) };
    attachAuthLifecycle(auth, { client, wsClient });
    auth.emit({ kind: 'login' });
    auth.emit({ kind: 'logout' });
    // Not forced and not by the user: the client reconnects and re-sends running operations.
    expect(wsClient.close.mock.calls).toEqual([
      [false, false],
      [false, false],
    ]);
    // A sign-in refetches what is on screen as the new person; a sign-out only clears the
    // cache: refetching a signed-in page's queries without a session can only fail (and log).
    expect(client.resetStore).toHaveBeenCalledTimes(1);
    expect(client.clearStore).toHaveBeenCalledTimes(1);
  });

  it('skips the cache reset when told to', () => {
    const auth = source();
    const wsClient = { close: vi.fn() };
    const client = { resetStore: vi.fn(async () => []), clearStore: vi.fn(async () => []) };
    attachAuthLifecycle(auth, { client, wsClient });
    auth.emit({ kind: 'login', skipCacheReset: true });
    expect(wsClient.close).toHaveBeenCalledTimes(1);
    expect(client.resetStore).not.toHaveBeenCalled();
  });

  it('only logs a failed reset', async () => {
    const auth = source();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const client = { resetStore: vi.fn(() => Promise.reject(new Error('refetch failed'))), clearStore: vi.fn(async () => []) };
    attachAuthLifecycle(auth, { client, wsClient: null });
    auth.emit({ kind: 'login' });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('%cError on cache reset (login)', 'color: orange;', 'refetch failed'));
  });

  it('stops listening when detached', () => {
    const auth = source();
    const client = { resetStore: vi.fn(async () => []), clearStore: vi.fn(async () => []) };
    const detach = attachAuthLifecycle(auth, { client, wsClient: null });
    detach();
    auth.emit({ kind: 'logout' });
    expect(client.resetStore).not.toHaveBeenCalled();
    expect(client.clearStore).not.toHaveBeenCalled();
  });
});
