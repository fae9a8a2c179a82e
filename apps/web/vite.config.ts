import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
