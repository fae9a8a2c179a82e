import { useEffect, useState } from 'react';
import { HAND_OFF_KEY as TRIED } from './handOff';

/**
 * Hands the current address to the server, which answers participant paths with the phone
 * app (phone.html, ADR 24). Only once per address: a server without the phone app (a dev
 * server) would answer with this app again, and the page must not reload forever.
 */
export default function PhonePage() {
  const [stuck] = useState(() => sessionStorage.getItem(TRIED) === window.location.href);
  useEffect(() => {
    const href = window.location.href;
    if (stuck) {
      sessionStorage.removeItem(TRIED);
      return;
    }
    sessionStorage.setItem(TRIED, href);
    window.location.replace(href);
  }, [stuck]);
  return stuck ? <p style={{ padding: 24 }}>The participant app is not built: run npm run build.</p> : null;
}
