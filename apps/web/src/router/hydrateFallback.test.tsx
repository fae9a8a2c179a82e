import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../routes';
import { renderRoutes } from '../testing/renderApp';

// Its own file: React Router warns once per module, so an earlier render would hide the warning.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the first load of a page', () => {
  it('shows a loading status while the page’s code arrives, and React Router has nothing to warn about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slow: PageRoute[] = [{ name: 'slow', path: '/slow', auth: false, scene: () => new Promise(() => {}), title: 'Slow' }];
    renderRoutes('/slow', slow);
    expect(await screen.findByRole('status', { name: 'Loading Mingle' })).toBeTruthy();
    // "No `HydrateFallback` element provided to render during initial hydration", on every full load.
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
    // The spinner itself waits a moment, so a quick load never flashes it.
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    await vi.waitFor(() => expect(document.querySelector('.mantine-Loader-root')).not.toBeNull(), { timeout: 5_000 });
  });
});
