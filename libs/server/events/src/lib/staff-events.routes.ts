import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { exportResponse, wantsExport } from '@festival/server-exports';
import { invalidatesPublicReads, UnauthorizedError } from '@festival/server-platform';
import {
  AdminEventQuery,
  DataEnvelope,
  DelegationKey,
  DelegationKeyInput,
  DelegationKeyParams,
  ErrorBody,
  ExportTakeQuery,
  IdParams,
  ListEnvelope,
  MainEvent,
  MainEventInput,
  NewDelegationKey,
} from '@festival/shared-util-api-contracts';
import {
  createDelegationKey,
  createEvent,
  delegationKeysExporter,
  eventsExporter,
  requireEventForStaff,
  listDelegationKeys,
  listEventsForStaff,
  revokeDelegationKey,
  updateEvent,
  type DelegationKeyUsage,
  type EventPictures,
} from './staff-events.service';
import { EVENTS_TAG } from './events.routes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['events (staff)'];
const security = [{ bearerAuth: [] }];

export interface StaffEventsRoutesOptions {
  /** The registrations module's count of registrations per delegation key. */
  registrations: DelegationKeyUsage;
  /** The files module's check of an uploaded picture, its sized variants, and the job that makes them. */
  pictures: EventPictures;
}

/** Who made the change, for the audit log. */
export function actorOf(request: FastifyRequest): string {
  if (!request.principal) throw new UnauthorizedError();
  return request.principal.sub;
}

/** The admin site's events and delegation keys (EVENT:C/R/U/D); every change is audited. */
export const staffEventsRoutes: FastifyPluginAsyncTypebox<StaffEventsRoutesOptions> = async (
  app,
  { registrations, pictures },
) => {
  app.csvExports.define('events', eventsExporter);
  app.csvExports.define('delegation-keys', delegationKeysExporter(registrations));
  invalidatesPublicReads(app, EVENTS_TAG);

  app.get(
    '/events',
    {
      config: { permission: 'EVENT:R' },
      schema: {
        tags,
        summary:
          'Every main event, any status (filter by status); sort by name or startDate; search matches the name. With take above 1000: a CSV export of the whole filtered list (202 with its links)',
        security,
        querystring: AdminEventQuery,
        response: { 200: ListEnvelope(MainEvent), ...exportResponse, ...errors },
      },
    },
    async (request, reply) =>
      wantsExport(request.query)
        ? app.csvExports.reply(request, reply, 'events', request.query)
        : listEventsForStaff(app.db, request.query, pictures.variants),
  );

  app.post(
    '/events',
    {
      config: { permission: 'EVENT:C' },
      schema: {
        tags,
        summary: 'Create a main event (audited)',
        security,
        body: MainEventInput,
        response: { 201: DataEnvelope(MainEvent), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createEvent(app.db, actorOf(request), request.body, pictures) }),
  );

  app.put(
    '/events/:id',
    {
      config: { permission: 'EVENT:U' },
      schema: {
        tags,
        summary: 'Change a main event: every field; status CANCELLED cancels it (audited)',
        security,
        params: IdParams,
        body: MainEventInput,
        response: { 200: DataEnvelope(MainEvent), ...errors },
      },
    },
    async (request) => ({
      data: await updateEvent(app.db, actorOf(request), request.params.id, request.body, pictures),
    }),
  );

  app.get(
    '/events/:id/delegation-keys',
    {
      config: { permission: 'EVENT:R' },
      schema: {
        tags,
        summary:
          "The event's delegation keys, newest first, with how many registrations used each (never the key). With take above 1000: the same list as a CSV export (202 with its links)",
        security,
        params: IdParams,
        querystring: ExportTakeQuery,
        response: { 200: DataEnvelope(Type.Array(DelegationKey)), ...exportResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (!wantsExport(request.query))
        return { data: await listDelegationKeys(app.db, registrations, request.params.id) };
      await requireEventForStaff(app.db, request.params.id);
      return app.csvExports.reply(request, reply, 'delegation-keys', { eventId: request.params.id });
    },
  );

  app.post(
    '/events/:id/delegation-keys',
    {
      config: { permission: 'EVENT:C' },
      schema: {
        tags,
        summary: 'Make a delegation key: the answer holds the key, this once; only its hash is kept (audited)',
        security,
        params: IdParams,
        body: DelegationKeyInput,
        response: { 201: DataEnvelope(NewDelegationKey), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createDelegationKey(app.db, actorOf(request), request.params.id, request.body.delegationName),
      }),
  );

  app.delete(
    '/events/:id/delegation-keys/:keyId',
    {
      config: { permission: 'EVENT:D' },
      schema: {
        tags,
        summary:
          'Revoke a delegation key: nobody registers with it any more; registrations made with it stay (audited)',
        security,
        params: DelegationKeyParams,
        response: { 200: DataEnvelope(DelegationKey), ...errors },
      },
    },
    async (request) => ({
      data: await revokeDelegationKey(app.db, registrations, actorOf(request), request.params.id, request.params.keyId),
    }),
  );
};
