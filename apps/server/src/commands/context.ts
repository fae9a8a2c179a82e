import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';

/** What a command needs from the outside world: storage and time. */
export interface CommandDeps {
  db: Db;
  clock: Clock;
}
