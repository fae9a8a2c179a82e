// Compiles the server into apps/server/dist (ADR 57): `npm start` runs plain JavaScript, so the
// process holds no TypeScript loader (tsx's thread and transpiled sources cost an idle server
// ~40 MB). Each entry is one bundle with the workspace's own code in it (@mingle/shared is
// TypeScript) and every npm package left as an import, resolved from apps/server as before.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
export const serverDir = join(root, 'apps/server');
export const serverBundle = join(serverDir, 'dist/server.js');

/** What the bundles are made from: when one of these is newer than the bundle, it is made again. */
export const serverSources = [
  join(serverDir, 'src'),
  join(serverDir, 'package.json'),
  join(root, 'packages/shared/src'),
  join(root, 'scripts/build-server.mjs'),
];

export async function buildServer() {
  const { outputFiles } = await build({
    // At the top of dist/, like serverRoot.ts at the top of src/: the paths it and its
    // neighbours compute from their own folder hold in both.
    entryPoints: {
      server: join(serverDir, 'src/server.ts'),
      pgliteInit: join(serverDir, 'src/db/pgliteInit.ts'),
      svgWorker: join(serverDir, 'src/storage/svgWorker.ts'),
    },
    outdir: join(serverDir, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // The workspace's shared package is TypeScript: it goes into the bundle, not left as an import.
    alias: { '@mingle/shared': join(root, 'packages/shared/src/index.ts') },
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  // Each file written whole under another name, then renamed: servers started side by side
  // (the browser tests) may build at once, and none must load a file half written.
  // server.js last: start.mjs compares its time with the sources', so a build cut short
  // before it is made again at the next start.
  const last = (f) => (f.path === serverBundle ? 1 : 0);
  for (const file of [...outputFiles].sort((a, b) => last(a) - last(b))) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
