import type { Database } from '@festival/server-db';
import { createInProcessQueue } from './in-process-queue';
import type { JobLogger } from './job-logger';
import type { JobQueue } from './jobs.types';
import { createPgBossQueue } from './pg-boss-queue';

/** pg-boss when the database is a PostgreSQL server, the in-process queue on the embedded PGlite. */
export function createJobQueue(database: Pick<Database, 'connectionString'>, logger: JobLogger): JobQueue {
  return database.connectionString
    ? createPgBossQueue({ connectionString: database.connectionString, logger })
    : createInProcessQueue({ logger });
}
