import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './App';
import { createServices } from './bootstrap';
import { createDataClient } from './graphql/client';
import { buildRoutes } from './router/buildRoutes';

async function start(): Promise<void> {
  const services = createServices();
  // Restores the session; an expired one is reset here and its error swallowed.
  await services.session.init();
  const data = createDataClient({ session: services.session, cookies: document, transport: 'ws', origin: window.location.origin });
  let router: DataRouter | null = null;
  const hashOf = (url: URL): string => {
    // During a navigation the target is `navigation.location`; before the router exists
    // (the first load runs loaders while it is being made), the window's own location.
    const target = router ? (router.state.navigation.location ?? router.state.location) : window.location;
    return target.pathname === url.pathname && target.search === url.search ? target.hash : '';
  };
  router = createBrowserRouter(buildRoutes({ session: services.session, memory: services.memory, storage: services.storage, hashOf }), {
    basename: '/',
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App services={services} client={data.client} router={router} />
    </StrictMode>,
  );
}

void start();
