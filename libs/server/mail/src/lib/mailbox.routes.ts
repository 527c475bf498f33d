// Brings the OpenAPI schema keywords (tags, summary, hide) into Fastify's route types.
import type {} from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@festival/server-db';
import { listMailbox } from './mailbox.service';

export interface MailboxRoutesOptions {
  db: Db;
}

/**
 * `GET /dev/mailbox?to=<email>`: the local mailbox, newest first. Register it only when
 * `MailConfig.devMailboxEnabled` is true: it shows one-time codes to anyone who asks.
 */
export const mailboxRoutes: FastifyPluginAsync<MailboxRoutesOptions> = async (app, { db }) => {
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 320 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                recipient: { type: 'string' },
                subject: { type: 'string' },
                text: { type: 'string' },
                html: { type: 'string' },
                sentAt: { type: 'string', format: 'date-time' },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listMailbox(db, request.query.to || undefined, request.query.limit ?? 100);
    },
  );
};
