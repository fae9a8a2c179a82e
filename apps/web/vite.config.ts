import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  base: '/',
  server: { proxy: { '/v1': { target: 'http://127.0.0.1:3000', ws: true } } },
  build: { outDir: 'dist', sourcemap: true },
});
