import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The phone app (ADR 24): phone.html and src/phone, built with Preact behind the React API.
 * Aliases apply to a whole build, so this is a second build, written into the same dist/
 * after the main app's (it must not empty it). The components stay React code: the same
 * phone views render under React in the editor's previews.
 */
export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // The budget test (e2e/phone-budget.test.ts) follows this to everything a seated phone loads.
    manifest: 'phone-manifest.json',
    rolldownOptions: {
      input: { phone: 'phone.html' },
    },
  },
});
