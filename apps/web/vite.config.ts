import { defineConfig, type Plugin } from 'vite';
import type { resolvePath as resolvePathOf } from '@mingle/shared';

type ResolvePath = typeof resolvePathOf;
import react from '@vitejs/plugin-react';

/**
 * `npm run dev` serves both apps from one Vite server: a page request for a participant path
 * (/go, /{code}, /event, /event/{id}: the route table's phone surface, ADR 24) gets
 * phone.html, as the real server answers it. In dev the phone app runs on React, not Preact:
 * the components are the same React code; only the build swaps the runtime.
 * The route table is TypeScript source in a workspace package, which Node cannot import while
 * Vite loads this config: Vite's own module loader reads it once the dev server is up.
 */
function devPhonePages(): Plugin {
  return {
    name: 'mingle-dev-phone-pages',
    apply: 'serve',
    configureServer(server) {
      let resolvePath: ResolvePath | null = null;
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return next();
        const route = async () => {
          resolvePath ??= ((await server.ssrLoadModule('@mingle/shared')) as { resolvePath: ResolvePath }).resolvePath;
          const resolved = resolvePath(url.pathname);
          if (resolved.kind === 'page' && resolved.route.surface === 'phone') req.url = `/phone.html${url.search}`;
        };
        route().then(() => next(), next);
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), devPhonePages()],
  // History-mode routing on base `/` (seed section 2): the server answers every page path with index.html.
  base: '/',
  server: { proxy: { '/v1': { target: 'http://127.0.0.1:3000', ws: true } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page uses change far less often than our code: separate chunks stay
        // cached across deploys. Libraries only some pages use (dropzone, markdown…) stay in those pages' chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks|notifications|modals|form|store)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@apollo|graphql|rxjs|subscriptions-transport-ws|@wry|optimism|zen-observable)/ },
          ],
        },
      },
    },
  },
});
