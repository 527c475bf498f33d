import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthorizedError } from '@festival/server-platform';
import Type from 'typebox';
import {
  AccommodationRequestQuery,
  AccommodationStatusChange,
  BulkStatusChange,
  BulkStatusResult,
  Dashboard,
  DashboardQuery,
  DataEnvelope,
  DelegationOverview,
  DelegationOverviewQuery,
  ErrorBody,
  IdParams,
  ListEnvelope,
  Registration,
  StaffAccommodationRequest,
  StaffRegistrationDetail,
  StaffRegistrationQuery,
  StaffRegistrationSummary,
  StaffVisaRequest,
  StatusChange,
  VisaRequestQuery,
  VisaRequestStatusChange,
} from '@festival/shared-util-api-contracts';
import type { Mailer } from '@festival/server-mail';
import { delegationKeysOf } from '@festival/server-events';
import { exportResponse, wantsExport } from '@festival/server-exports';
import { registrationsRepository } from './registrations.repository';
import {
  changeRegistrationStatus,
  changeRegistrationStatuses,
  dashboard,
  delegationOverview,
  getRegistrationDetailForStaff,
  listRegistrationsForStaff,
  registrationsExporter,
  type StaffActivities,
  type StaffDeps,
} from './staff-registrations.service';
import {
  accommodationRequestsExporter,
  listAccommodationRequests,
  listVisaRequests,
  setAccommodationStatus,
  setVisaRequestStatus,
  visaRequestsExporter,
} from './staff-assistance.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export interface StaffRegistrationsRoutesOptions {
  mailer?: Pick<Mailer, 'send' | 'queue' | 'queued'>;
  now?: () => Date;
  /** The activities module's side of a registration (it sits above this module). */
  activities: StaffActivities;
}

/**
 * Staff side of main-event registrations: look through them and decide (ATTENDEE:R / ATTENDEE:U),
 * the dashboard (ATTENDEE:R), and the visa and accommodation desks (ACCOMMODATION:R / ACCOMMODATION:U).
 */
export const staffRegistrationsRoutes: FastifyPluginAsyncTypebox<StaffRegistrationsRoutesOptions> = async (
  app,
  options,
) => {
  const deps: StaffDeps = {
    activities: options.activities,
    db: app.db,
    repository: registrationsRepository,
    delegationKeysOf,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    logger: app.log,
  };
  app.csvExports.define('registrations', registrationsExporter(options.activities));
  app.csvExports.define('visa-requests', visaRequestsExporter);
  app.csvExports.define('accommodation-requests', accommodationRequestsExporter);

  app.get(
    '/registrations',
    {
      config: { permission: 'ATTENDEE:R' },
      schema: {
        tags: ['registrations (staff)'],
        summary:
          'All main-event registrations, newest first; filter by event, status, type, activity and country; search the main attendee’s name or email. With take above 1000: a CSV export of the whole filtered list (202 with its links)',
        security: [{ bearerAuth: [] }],
        querystring: StaffRegistrationQuery,
        response: { 200: ListEnvelope(StaffRegistrationSummary), ...exportResponse, ...errors },
      },
    },
    async (request, reply) =>
      wantsExport(request.query)
        ? app.csvExports.reply(request, reply, 'registrations', request.query)
        : listRegistrationsForStaff(deps, request.query),
  );

  app.get(
    '/registrations/:id',
    {
      config: { permission: 'ATTENDEE:R' },
      schema: {
        tags: ['registrations (staff)'],
        summary: 'One registration with its attendees, their activities and their visa and accommodation requests',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: DataEnvelope(StaffRegistrationDetail), ...errors },
      },
    },
    async (request) => ({ data: await getRegistrationDetailForStaff(deps, request.params.id) }),
  );

  app.get(
    '/registrations/delegations',
    {
      config: { permission: 'ATTENDEE:R' },
      schema: {
        tags: ['registrations (staff)'],
        summary: 'Each delegation (the registrations made with one delegation key) and its members',
        security: [{ bearerAuth: [] }],
        querystring: DelegationOverviewQuery,
        response: { 200: DataEnvelope(Type.Array(DelegationOverview)), ...errors },
      },
    },
    async (request) => ({ data: await delegationOverview(deps, request.query) }),
  );

  app.post(
    '/registrations/status',
    {
      config: { permission: 'ATTENDEE:U' },
      schema: {
        tags: ['registrations (staff)'],
        summary:
          'Moves many registrations to one status; each is checked against the state machine, audited and emailed on its own, and the answer says what became of each',
        security: [{ bearerAuth: [] }],
        body: BulkStatusChange,
        response: { 200: DataEnvelope(Type.Array(BulkStatusResult)), ...errors },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return {
        data: await changeRegistrationStatuses(deps, request.principal.sub, request.body.ids, request.body.status),
      };
    },
  );

  app.get(
    '/dashboard',
    {
      config: { permission: 'ATTENDEE:R' },
      schema: {
        tags: ['registrations (staff)'],
        summary:
          'The counts that matter on the day: registrations by status and type, activities filling up, waitlists, pending requests, check-ins today',
        security: [{ bearerAuth: [] }],
        querystring: DashboardQuery,
        response: { 200: DataEnvelope(Dashboard), ...errors },
      },
    },
    async (request) => ({ data: await dashboard(deps, request.query) }),
  );

  app.get(
    '/assistance/visa-requests',
    {
      config: { permission: 'ACCOMMODATION:R' },
      schema: {
        tags: ['assistance (staff)'],
        summary:
          'Every visa request, newest first; filter by event and status; search the attendee’s name or email. With take above 1000: a CSV export of the whole filtered list (202 with its links)',
        security: [{ bearerAuth: [] }],
        querystring: VisaRequestQuery,
        response: { 200: ListEnvelope(StaffVisaRequest), ...exportResponse, ...errors },
      },
    },
    async (request, reply) =>
      wantsExport(request.query)
        ? app.csvExports.reply(request, reply, 'visa-requests', request.query)
        : listVisaRequests(deps, request.query),
  );

  app.put(
    '/assistance/visa-requests/:id/status',
    {
      config: { permission: 'ACCOMMODATION:U' },
      schema: {
        tags: ['assistance (staff)'],
        summary: 'Marks a visa request COMPLETED (the attendee can no longer change it); audited',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: VisaRequestStatusChange,
        response: { 200: DataEnvelope(StaffVisaRequest), ...errors },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return { data: await setVisaRequestStatus(deps, request.principal.sub, request.params.id, request.body) };
    },
  );

  app.get(
    '/assistance/accommodation-requests',
    {
      config: { permission: 'ACCOMMODATION:R' },
      schema: {
        tags: ['assistance (staff)'],
        summary:
          'Every accommodation request, newest first; filter by event, status and room sharing; search the attendee’s name or email. With take above 1000: a CSV export of the whole filtered list (202 with its links)',
        security: [{ bearerAuth: [] }],
        querystring: AccommodationRequestQuery,
        response: { 200: ListEnvelope(StaffAccommodationRequest), ...exportResponse, ...errors },
      },
    },
    async (request, reply) =>
      wantsExport(request.query)
        ? app.csvExports.reply(request, reply, 'accommodation-requests', request.query)
        : listAccommodationRequests(deps, request.query),
  );

  app.put(
    '/assistance/accommodation-requests/:id/status',
    {
      config: { permission: 'ACCOMMODATION:U' },
      schema: {
        tags: ['assistance (staff)'],
        summary: 'Books a room (RESERVED) or puts the request on the housing waitlist (WAITLIST); audited',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: AccommodationStatusChange,
        response: { 200: DataEnvelope(StaffAccommodationRequest), ...errors },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return { data: await setAccommodationStatus(deps, request.principal.sub, request.params.id, request.body) };
    },
  );

  app.put(
    '/registrations/:id/status',
    {
      config: { permission: 'ATTENDEE:U' },
      schema: {
        tags: ['registrations (staff)'],
        summary:
          'Moves a registration to another status along the documented state machine (409 when not allowed or the event is full); audited; the main attendee is emailed',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: StatusChange,
        response: { 200: DataEnvelope(Registration), 409: ErrorBody, ...errors },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return {
        data: await changeRegistrationStatus(deps, request.principal.sub, request.params.id, request.body.status),
      };
    },
  );
};
