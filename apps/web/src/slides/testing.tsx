import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/**
 * jsdom lacks matchMedia and ResizeObserver, which Mantine asks for. Filled in here rather
 * than taken from testing/renderApp, which pulls in the whole route table.
 */
function installMatchMedia(): void {
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it for font loads. */
function installFonts(): void {
  if ('fonts' in document && document.fonts) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const Providers = ({ children }: { children: ReactNode }) => <MantineProvider theme={theme}>{children}</MantineProvider>;

/** Renders slide UI the way the app does: inside Mantine (rerenders too), with jsdom's gaps filled. */
export function renderUi(node: ReactNode) {
  installMatchMedia();
  installFonts();
  return render(node, { wrapper: Providers });
}

/** The argument of the latest call of a mock: the slide an editor last sent. */
export function lastCall<T>(fn: { mock: { calls: unknown[][] } }): T {
  const calls = fn.mock.calls;
  const last = calls[calls.length - 1];
  if (!last) throw new Error('the mock was not called');
  return last[0] as T;
}
