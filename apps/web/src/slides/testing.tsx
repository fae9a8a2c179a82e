import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFonts, installMatchMedia } from '../testing/jsdomShims';
import { theme } from '../theme';

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
