import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EVENTS_TAG, type ImageVariants } from '@festival/server-events';
import type { JobQueue } from '@festival/server-jobs';
import type { Mailer } from '@festival/server-mail';
import type { Payments } from '@festival/server-payments';
import { callerErrorResponses } from '@festival/server-platform';
import { currentUser } from '@festival/server-users';
import {
  AvailableSlot,
  DataEnvelope,
  IdParams,
  ListEnvelope,
  MySubEvent,
  MySubEventQuery,
  SubEventIdParams,
  SubEventRegistrationPayload,
  SubEventReservation,
  SubEventSlotQuery,
} from '@festival/shared-util-api-contracts';
import type {} from '@festival/server-auth';
import { activitiesRepository } from './activities.repository';
import {
  availableSlot,
  cancelReservation,
  createReservation,
  listMySubEvents,
  replaceReservation,
  newcomerBookings,
  subEventOr404,
  type ActivitiesDeps,
} from './activities.service';
import { activitySettlementHandler } from './payment-records';
import { cachedActivitiesPage, cachedImageVariants } from './activity-list-page';
import { DEFAULT_WAITLIST_OFFER_HOURS } from './waitlist.service';

export interface ActivitiesRoutesOptions {
  /** Charges the cards (the payments module); a paid booking needs it. */
  payments: Payments;
  /** Queues the emails; without one none is sent. */
  mailer?: Pick<Mailer, 'queue' | 'queued'>;
  /** Runs the waitlist promotion in the background; without it, promotion runs in the request. */
  jobs?: Pick<JobQueue, 'send'>;
  now?: () => Date;
  offerHours?: number;
  attendeeSiteUrl: string;
  /** The sized variants of the activities' pictures, given with each; none without. */
  imageVariants?: ImageVariants;
}

/** The options as the services take them (app.ts also hands them to activityJobs). */
export function activitiesDeps(
  db: ActivitiesDeps['db'],
  options: ActivitiesRoutesOptions,
  logger?: ActivitiesDeps['logger'],
): ActivitiesDeps {
  return {
    db,
    repository: activitiesRepository,
    newcomers: newcomerBookings(db, activitiesRepository),
    payments: options.payments,
    mailer: options.mailer,
    jobs: options.jobs,
    now: options.now ?? (() => new Date()),
    offerHours: options.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS,
    attendeeSiteUrl: options.attendeeSiteUrl,
    logger,
    imageVariants: options.imageVariants,
  };
}

export const activitiesRoutes: FastifyPluginAsyncTypebox<ActivitiesRoutesOptions> = async (app, options) => {
  // A booking's first read of the activity: kept with the public reads (ActivitiesDeps.recentSubEvent).
  const deps: ActivitiesDeps = {
    ...activitiesDeps(app.db, options, app.log),
    recentSubEvent: (id) => app.publicReads.value(`activity ${id}`, [EVENTS_TAG], () => subEventOr404(app.db, id)),
    imageVariants: options.imageVariants && cachedImageVariants(app.publicReads, options.imageVariants),
  };
  options.payments.onSettled('SUB_EVENT', activitySettlementHandler(deps));
  const access = { authenticated: true } as const;
  const tags = ['activities'];
  const publicPage = cachedActivitiesPage(app.publicReads);

  app.get(
    '/sub-events/:id/available-slot',
    {
      config: access,
      schema: {
        tags,
        summary: 'Places a newcomer may take at an ACTIVE activity now (0: full, waitlist or closed)',
        params: IdParams,
        querystring: SubEventSlotQuery,
        response: { 200: DataEnvelope(AvailableSlot), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await availableSlot(deps, request.params.id) }),
  );

  app.get(
    '/registrations/me/event/:id/sub-event',
    {
      config: access,
      schema: {
        tags,
        summary:
          "The event's ACTIVE activities with places left and the caller's records; sort by name, startDate or fee; search matches name or location",
        params: IdParams,
        querystring: MySubEventQuery,
        response: { 200: ListEnvelope(MySubEvent), ...callerErrorResponses },
      },
    },
    async (request) => listMySubEvents(deps, currentUser(request).id, request.params.id, request.query, publicPage),
  );

  app.post(
    '/registrations/sub-event',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Book an activity for attendees of the caller's registration: places in the order given, the rest wait (or 409 without a waitlist); a payment when GENERAL attendees take paid places",
        body: SubEventRegistrationPayload,
        response: {
          201: DataEnvelope(SubEventReservation),
          200: DataEnvelope(SubEventReservation),
          ...callerErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { reservation, created } = await createReservation(deps, currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send({ data: reservation });
    },
  );

  app.put(
    '/registrations/sub-event/:subEventId',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Change who goes: the whole new list; attendees left out are canceled (freeing places), new ones booked as in POST; takes up a waitlist offer with a payment',
        params: SubEventIdParams,
        body: SubEventRegistrationPayload,
        response: { 200: DataEnvelope(SubEventReservation), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await replaceReservation(deps, currentUser(request), request.params.subEventId, request.body),
    }),
  );

  app.delete(
    '/registrations/sub-event/:subEventId',
    {
      config: access,
      schema: {
        tags,
        summary: "Cancel the caller's bookings at the activity (those checked in stay), freeing the places",
        params: SubEventIdParams,
        response: { 200: DataEnvelope(SubEventReservation), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await cancelReservation(deps, currentUser(request).id, request.params.subEventId) }),
  );
};
