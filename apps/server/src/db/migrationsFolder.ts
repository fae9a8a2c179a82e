import { resolve } from 'node:path';

/** drizzle-kit's output: the SQL migrations every start applies (PGlite and PostgreSQL alike). */
export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');
