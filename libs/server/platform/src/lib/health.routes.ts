import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger';
import fp from 'fastify-plugin';
import Type from 'typebox';
import { ErrorBody } from '@festival/shared-util-api-contracts';

const Status = Type.Object({ status: Type.Literal('ok') });

/** `/healthz`: the process answers. `/readyz`: it can serve, i.e. the database answers too. */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    app.get('/healthz', { logLevel: 'warn', schema: { tags: ['health'], response: { 200: Status } } }, async () => ({
      status: 'ok' as const,
    }));
    app.get(
      '/readyz',
      { logLevel: 'warn', schema: { tags: ['health'], response: { 200: Status, 503: ErrorBody } } },
      async (request, reply) => {
        try {
          await app.database.ping();
          return { status: 'ok' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'database ping failed');
          return reply.status(503).send({ message: 'The database is not reachable', code: 'NOT_READY' });
        }
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
