import type {} from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Contents, DataEnvelope, ErrorBody } from '@festival/shared-util-api-contracts';
import type {} from '@festival/server-platform';
import { getContents } from './contents.service';
import type {} from '@festival/server-auth';

export const contentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contents',
    {
      config: { public: true },
      // publicReads sends its kept compressed copies: nothing for @fastify/compress to do on each answer.
      compress: false,
      schema: {
        tags: ['contents'],
        summary: 'Reference lists: ISO 3166-1 countries and ISO 639-1 languages, sorted by English name',
        response: { 200: DataEnvelope(Contents), 429: ErrorBody },
      },
    },
    // Changed only by the seed (a new release's lists): the cache's TTL bounds how long an old list shows.
    async (request, reply) =>
      app.publicReads.reply(request, reply, 'contents', async () => ({ data: await getContents(app.db) })),
  );
};
