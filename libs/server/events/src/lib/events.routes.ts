import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DataEnvelope,
  ErrorBody,
  IdParams,
  ListEnvelope,
  ListQuery,
  MainEvent,
  MainEventDetail,
} from '@festival/shared-util-api-contracts';
import { getEventDetail, listActiveEvents } from './events.service';
import type {} from '@festival/server-auth';

export const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events/active',
    {
      config: { public: true },
      schema: {
        tags: ['events'],
        summary: 'ACTIVE main events (festivals); sort by name, startDate or endDate; search matches the name',
        querystring: ListQuery,
        response: { 200: ListEnvelope(MainEvent), 400: ErrorBody },
      },
    },
    async (request) => listActiveEvents(app.db, request.query),
  );

  app.get(
    '/events/:id',
    {
      config: { public: true },
      schema: {
        tags: ['events'],
        summary: 'One main event with its ACTIVE sub-events (activities)',
        params: IdParams,
        response: { 200: DataEnvelope(MainEventDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await getEventDetail(app.db, request.params.id) }),
  );
};
