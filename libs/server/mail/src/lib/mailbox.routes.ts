import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
// Brings the OpenAPI schema keywords (tags, summary, hide) into Fastify's route types.
import type {} from '@fastify/swagger';
import Type from 'typebox';
import type { Db } from '@festival/server-db';
import { MailboxMessage, MailboxQuery } from '@festival/shared-util-api-contracts';
import { listMailbox } from './mailbox.service';

export interface MailboxRoutesOptions {
  db: Db;
}

/**
 * `GET /dev/mailbox?to=<email>`: the local mailbox, newest first. Register it only when
 * `MailConfig.devMailboxEnabled` is true: it shows one-time codes to anyone who asks.
 */
export const mailboxRoutes: FastifyPluginAsyncTypebox<MailboxRoutesOptions> = async (app, { db }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: MailboxQuery,
        response: { 200: Type.Array(MailboxMessage) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listMailbox(db, request.query.to || undefined, request.query.limit ?? 100);
    },
  );
};
