import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '@festival/server-db';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The query interface repositories take. */
    db: Db;
  }
}

/** Hands the opened database to the modules. Whoever opened it closes it (main.ts, or a test). */
export const databasePlugin = fp<{ database: Database }>(
  async (app: FastifyInstance, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
