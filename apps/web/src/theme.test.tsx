import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from './testing/jsdomShims';
import { theme } from './theme';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe('the theme names what Mantine leaves unnamed', () => {
  it('gives a toast’s close button a name, so Tab never lands on an empty button', async () => {
    installMatchMedia();
    render(
      <MantineProvider theme={theme}>
        <Notifications />
      </MantineProvider>,
    );
    act(() => void notifications.show({ message: 'Slide 3 deleted.' }));
    await screen.findByText('Slide 3 deleted.');
    const buttons = screen.getAllByRole('button', { hidden: true });
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual(['Close']);
  });
});
