import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createServices } from './bootstrap';
import { createDataClient } from './graphql/client';
import { buildRoutes } from './router/buildRoutes';

async function start(): Promise<void> {
  const services = createServices();
  // Restores the session; an expired one is reset here and its error swallowed.
  await services.session.init();
  const data = createDataClient({ session: services.session, cookies: document, transport: 'ws', origin: window.location.origin });
  const router = createBrowserRouter(buildRoutes({ session: services.session, memory: services.memory, storage: services.storage }), { basename: '/' });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App services={services} client={data.client} router={router} />
    </StrictMode>,
  );
}

void start();
