import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, activitiesExporter, EVENTS_TAG, requireEventForStaff } from '@festival/server-events';
import { exportResponse, wantsExport } from '@festival/server-exports';
import { invalidatesPublicReads } from '@festival/server-platform';
import {
  AdminEventQuery,
  AdminSubEvent,
  DataEnvelope,
  ErrorBody,
  IdParams,
  ListEnvelope,
  SubEvent,
  SubEventInput,
} from '@festival/shared-util-api-contracts';
import type { EventPictures } from '@festival/server-events';
import { activitiesDeps, type ActivitiesRoutesOptions } from './activities.routes';
import { createSubEvent, getSubEventForStaff, listSubEventsForStaff, updateSubEvent } from './staff-activities.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['activities (staff)'];
const security = [{ bearerAuth: [] }];

/**
 * The admin site's activities (EVENT_MANAGEMENT:C/R/U, see docs/admin-permissions.md); every change
 * is audited. Takes the same options as activitiesRoutes (mailer, job queue, offer hours).
 */
export interface StaffActivitiesRoutesOptions extends ActivitiesRoutesOptions {
  /** The files module's check of an uploaded activity picture, its sized variants, and the job that makes them. */
  pictures: EventPictures;
}

export const staffActivitiesRoutes: FastifyPluginAsyncTypebox<StaffActivitiesRoutesOptions> = async (app, options) => {
  const deps = activitiesDeps(app.db, options, app.log);
  const { pictures } = options;
  app.csvExports.define('activities', activitiesExporter);
  invalidatesPublicReads(app, EVENTS_TAG);

  app.get(
    '/events/:id/sub-events',
    {
      config: { permission: 'EVENT_MANAGEMENT:R' },
      schema: {
        tags,
        summary:
          "The event's activities in any status (filter by status) with their waitlist length; sort by name or startDate; search matches name or location. With take above 1000: a CSV export of the whole filtered list (202 with its links)",
        security,
        params: IdParams,
        querystring: AdminEventQuery,
        response: { 200: ListEnvelope(AdminSubEvent), ...exportResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!wantsExport(request.query)) return listSubEventsForStaff(deps, request.params.id, request.query);
      await requireEventForStaff(app.db, request.params.id);
      return app.csvExports.reply(request, reply, 'activities', { ...request.query, eventId: request.params.id });
    },
  );

  app.post(
    '/events/:id/sub-events',
    {
      config: { permission: 'EVENT_MANAGEMENT:C' },
      schema: {
        tags,
        summary: 'Create an activity of the event (audited)',
        security,
        params: IdParams,
        body: SubEventInput,
        response: { 201: DataEnvelope(SubEvent), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createSubEvent(deps, actorOf(request), request.params.id, request.body, pictures) }),
  );

  app.get(
    '/sub-events/:id',
    {
      config: { permission: 'EVENT_MANAGEMENT:R' },
      schema: {
        tags,
        summary: 'One activity, any status, with its waitlist length',
        security,
        params: IdParams,
        response: { 200: DataEnvelope(AdminSubEvent), ...errors },
      },
    },
    async (request) => ({ data: await getSubEventForStaff(deps, request.params.id) }),
  );

  app.put(
    '/sub-events/:id',
    {
      config: { permission: 'EVENT_MANAGEMENT:U' },
      schema: {
        tags,
        summary:
          'Change an activity: every field. More capacity promotes from its waitlist; CANCELLED cancels everyone booked or waiting and emails them (audited)',
        security,
        params: IdParams,
        body: SubEventInput,
        response: { 200: DataEnvelope(SubEvent), ...errors },
      },
    },
    async (request) => ({
      data: await updateSubEvent(deps, actorOf(request), request.params.id, request.body, pictures),
    }),
  );
};
