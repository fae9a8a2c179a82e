import { join } from 'node:path';
import { SERVER_ROOT } from '../serverRoot';

/** drizzle-kit's output: the SQL migrations every start applies (PGlite and PostgreSQL alike). */
export const migrationsFolder = join(SERVER_ROOT, 'drizzle');
