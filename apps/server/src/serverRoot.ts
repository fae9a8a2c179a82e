import { resolve } from 'node:path';

/**
 * The server's folder (apps/server), for the files it reads at run time: migrations and
 * templates. Found from this module, which sits at the top of `src/` and, in the compiled
 * bundle `npm start` runs, at the top of `dist/`: the same depth either way (ADR 57), so
 * the path holds in both where `../../drizzle` from a nested module would not.
 */
export const SERVER_ROOT = resolve(import.meta.dirname, '..');
