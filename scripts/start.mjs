// `npm start`: build the web app and compile the server when their sources are newer than the
// last build, then run the server (compiled JavaScript, ADR 57) in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, serverBundle, serverSources } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const built = join(web, 'dist/index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'package.json'].map((p) => join(web, p));
sources.push(join(root, 'packages/shared/src'));
const sourceTime = Math.max(...sources.map(newestMtime));
const builtTime = existsSync(built) ? statSync(built).mtimeMs : 0;

if (existsSync(join(web, 'index.html')) && sourceTime > builtTime) {
  console.log('Building the web app (sources changed since the last build)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('Building the web app failed; see the output above.');
    process.exit(r.status ?? 1);
  }
}

if (Math.max(...serverSources.map(newestMtime)) > newestMtime(serverBundle)) {
  try {
    await buildServer();
  } catch (err) {
    console.error(`Compiling the server failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

// Each websocket is a file descriptor (ADR 54). Node cannot raise its own open-file limit, so
// the server starts through the shell with the soft limit raised to the hard one where allowed;
// `exec` keeps the server in the shell's place, so signals reach it.
const server = [process.execPath, serverBundle];
const [command, ...args] =
  process.platform !== 'win32' && existsSync('/bin/sh')
    ? ['/bin/sh', '-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null || true; exec "$0" "$@"', ...server]
    : server;
// glibc keeps what a thread freed for reuse instead of giving it back: PGlite's WebAssembly
// compiled at start (on V8's background threads) left ~40 MB resident in an idle server. These
// make it return freed memory (ADR 55); a value already in the environment wins. The benchmark
// runs its servers with the same file.
const mallocReturnsMemory = JSON.parse(readFileSync(join(root, 'scripts/malloc-env.json'), 'utf8'));
const child = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...mallocReturnsMemory, ...process.env, WEB_DIST: process.env.WEB_DIST ?? join(web, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
