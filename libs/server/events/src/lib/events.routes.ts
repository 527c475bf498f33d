import type {} from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { currentUser } from '@festival/server-users';
import {
  AvailableSlot,
  DataEnvelope,
  ErrorBody,
  IdParams,
  IsRegistered,
  ListEnvelope,
  ListQuery,
  MainEvent,
  MainEventDetail,
  MyEvent,
  RegistrationType,
} from '@festival/shared-util-api-contracts';
import {
  availableSlot,
  getEventDetail,
  isRegistered,
  listActiveEvents,
  listMyEvents,
  type EventRegistrations,
} from './events.service';
import type { ImageVariants } from './event-images';
import type {} from '@festival/server-auth';
import { callerErrorResponses } from '@festival/server-platform';

export interface EventsRoutesOptions {
  /** The registrations module's answers for the caller's routes (see EventRegistrations). */
  registrations: EventRegistrations;
  /** The sized variants of the events' banners, given with each event. */
  imageVariants: ImageVariants;
}

/**
 * The public reads' cache tag (app.publicReads): the events and their activities. Staff writes to
 * either invalidate it; a booking's new places-left count shows within the cache's TTL.
 */
export const EVENTS_TAG = 'events';

const AvailableSlotQuery = Type.Object({ type: Type.Optional(RegistrationType) }, { additionalProperties: false });

export const eventsRoutes: FastifyPluginAsyncTypebox<EventsRoutesOptions> = async (
  app,
  { registrations, imageVariants },
) => {
  app.get(
    '/events/active',
    {
      config: { public: true },
      // publicReads sends its kept compressed copies: nothing for @fastify/compress to do on each answer.
      compress: false,
      schema: {
        tags: ['events'],
        summary: 'ACTIVE main events (festivals); sort by name, startDate or endDate; search matches the name',
        querystring: ListQuery,
        response: { 200: ListEnvelope(MainEvent), 400: ErrorBody },
      },
    },
    async (request, reply) =>
      app.publicReads.reply(request, reply, EVENTS_TAG, () => listActiveEvents(app.db, request.query, imageVariants)),
  );

  app.get(
    '/events/:id',
    {
      config: { public: true },
      compress: false, // as /events/active
      schema: {
        tags: ['events'],
        summary: 'One main event with its ACTIVE sub-events (activities)',
        params: IdParams,
        response: { 200: DataEnvelope(MainEventDetail), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      app.publicReads.reply(request, reply, EVENTS_TAG, async () => ({
        data: await getEventDetail(app.db, request.params.id, imageVariants),
      })),
  );

  // The caller's view of events; documented with the registrations, which answer it.
  const access = { authenticated: true } as const;

  app.get(
    '/events/me',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: 'Events the caller registered for; search matches the name',
        querystring: ListQuery,
        response: { 200: ListEnvelope(MyEvent), ...callerErrorResponses },
      },
    },
    async (request) => listMyEvents(app.db, registrations, currentUser(request).id, request.query, imageVariants),
  );

  app.get(
    '/events/:id/check',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: 'Whether the caller is registered for the event',
        params: IdParams,
        response: { 200: DataEnvelope(IsRegistered), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await isRegistered(app.db, registrations, currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/events/:id/available-slot',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: 'Places left at the main event',
        params: IdParams,
        querystring: AvailableSlotQuery,
        response: { 200: DataEnvelope(AvailableSlot), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await availableSlot(app.db, registrations, request.params.id) }),
  );
};
