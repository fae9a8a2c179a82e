/**
 * Creates a PGlite data folder and brings its schema up to date, then exits: run by
 * `db/client.ts` in a child process on a fresh `DATA_DIR` (ADR 55). initdb and the first
 * migrations grow PGlite's WebAssembly memory by about 500 MB, which a process never gives
 * back; done here, the server opens a ready folder and stays small.
 * Usage: node --import tsx pgliteInit.ts <dir>
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrationsFolder';
import { PGLITE_CONF } from './pgliteConf';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: pgliteInit.ts <data folder>');
  process.exit(2);
}
const client = await PGlite.create(dir, { postgresqlconf: PGLITE_CONF });
await migrate(drizzle(client), { migrationsFolder });
await client.close();
