import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * What a full page load shows while the first page's guards run and its code arrives (React
 * Router's HydrateFallback). Without one the router rendered nothing and warned on every load.
 * The spinner waits a moment before it shows: most loads finish first, and a flash of a
 * spinner reads as a glitch.
 */
/** Long enough that a quick load never shows the spinner, short enough that a slow one does. */
const SPINNER_DELAY_MS = 400;

export function StartingUp() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih="100dvh" role="status" aria-busy="true" aria-label="Loading Mingle">
      {shown && <Loader color="mingle" aria-hidden="true" />}
    </Center>
  );
}
