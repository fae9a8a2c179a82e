import { useEffect, useState } from 'react';

const TRIED = 'mingle.phonePageReload';

/**
 * Hands the current address to the server, which answers participant paths with the phone
 * app (phone.html, ADR 24). Only once per address: a server without the phone app (a dev
 * server) would answer with this app again, and the page must not reload forever.
 */
export default function PhonePage() {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const href = window.location.href;
    if (sessionStorage.getItem(TRIED) === href) {
      sessionStorage.removeItem(TRIED);
      setStuck(true);
      return;
    }
    sessionStorage.setItem(TRIED, href);
    window.location.replace(href);
  }, []);
  return stuck ? <p style={{ padding: 24 }}>The participant app is not built: run npm run build.</p> : null;
}
