import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll } from 'vitest';
// The web app's English, spoken by what a test renders outside a provider, as the editor's
// preview is (i18n/speaking.tsx): loaded here, for files that import only the phone's views.
import './i18n/I18nProvider';

// Scenes load lazily and editors render Mantine: on a busy 2-core CI runner a first render
// can take longer than Testing Library's 1 s default. A longer wait changes no outcome; it
// only stops a slow machine from failing a test that waits for something that does appear.
configure({ asyncUtilTimeout: 5_000 });

// The web suite's files share one module graph and one document per worker (ADR 68): each
// file leaves them as a fresh one would find them, so what one file showed or kept (a toast
// in Mantine's store, a dialog left in the body, a seat in localStorage) is never another's.
afterAll(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  document.body.replaceChildren();
  document.head.querySelectorAll('title').forEach((t) => t.remove());
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
});
