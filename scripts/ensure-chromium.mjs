// Browser tests drive Debian's Chromium. Install it when it is missing and we may
// (root, apt available); otherwise say exactly what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is not installed at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
