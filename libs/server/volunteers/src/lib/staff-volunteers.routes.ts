import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportResponse, wantsExport } from '@festival/server-exports';
import type { Mailer } from '@festival/server-mail';
import { UnauthorizedError } from '@festival/server-platform';
import {
  AssignmentSuggestInput,
  AssignmentSuggestion,
  DataEnvelope,
  ErrorBody,
  IdParams,
  ListEnvelope,
  SaveAssignmentsInput,
  SaveAssignmentsResult,
  StaffVolunteerDetail,
  StaffVolunteerQuery,
  StaffVolunteerSummary,
  VolunteerAvailability,
  VolunteerStatusChange,
} from '@festival/shared-util-api-contracts';
import {
  getVolunteerForStaff,
  listVolunteersForStaff,
  saveAssignments,
  setVolunteerStatus,
  suggestAssignments,
  volunteerAvailability,
  volunteersExporter,
} from './staff-volunteers.service';
import type { VolunteersDeps } from './volunteers.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export interface StaffVolunteersRoutesOptions {
  mailer?: Pick<Mailer, 'send'>;
  now?: () => Date;
}

/**
 * The volunteer desk (issue 12, SPEC.md §6 VOLUNTEER resource): review and decide applications
 * (VOLUNTEER:R / VOLUNTEER:U), see who offered each shift, and plan the shifts. The attendee's own
 * routes (/volunteers/me, /volunteers/check) are static paths, so `/volunteers/:id` never shadows them.
 */
export const staffVolunteersRoutes: FastifyPluginAsyncTypebox<StaffVolunteersRoutesOptions> = async (app, options) => {
  const deps: VolunteersDeps = {
    db: app.db,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    logger: app.log,
  };
  app.csvExports.define('volunteers', volunteersExporter);
  const actor = (request: { principal?: { sub: string } | null }) => {
    if (!request.principal) throw new UnauthorizedError();
    return request.principal.sub;
  };

  app.get(
    '/volunteers',
    {
      config: { permission: 'VOLUNTEER:R' },
      schema: {
        tags: ['volunteers (staff)'],
        summary:
          'Every volunteer application, newest first; filter by event and status; search the name or email. With take above 1000: a CSV export of the whole filtered list (202 with its links)',
        security: [{ bearerAuth: [] }],
        querystring: StaffVolunteerQuery,
        response: { 200: ListEnvelope(StaffVolunteerSummary), ...exportResponse, ...errors },
      },
    },
    async (request, reply) =>
      wantsExport(request.query)
        ? app.csvExports.reply(request, reply, 'volunteers', request.query)
        : listVolunteersForStaff(deps, request.query),
  );

  app.get(
    '/volunteers/availability',
    {
      config: { permission: 'VOLUNTEER:R' },
      schema: {
        tags: ['volunteers (staff)'],
        summary:
          'Every shift of the open festival: how many offered it (any status, and APPROVED) and how many are assigned',
        security: [{ bearerAuth: [] }],
        response: { 200: DataEnvelope(VolunteerAvailability), ...errors },
      },
    },
    async () => ({ data: await volunteerAvailability(deps) }),
  );

  app.get(
    '/volunteers/:id',
    {
      config: { permission: 'VOLUNTEER:R' },
      schema: {
        tags: ['volunteers (staff)'],
        summary: 'One application with the applicant, the shifts offered and the shifts assigned',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: DataEnvelope(StaffVolunteerDetail), ...errors },
      },
    },
    async (request) => ({ data: await getVolunteerForStaff(deps, request.params.id) }),
  );

  app.put(
    '/volunteers/:id/status',
    {
      config: { permission: 'VOLUNTEER:U' },
      schema: {
        tags: ['volunteers (staff)'],
        summary:
          'Moves an application along docs/statuses.md (409 when not allowed); audited; the volunteer is emailed',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: VolunteerStatusChange,
        response: { 200: DataEnvelope(StaffVolunteerDetail), 409: ErrorBody, ...errors },
      },
    },
    async (request) => ({
      data: await setVolunteerStatus(deps, actor(request), request.params.id, request.body.status),
    }),
  );

  app.post(
    '/volunteers/assignments/suggest',
    {
      config: { permission: 'VOLUNTEER:R' },
      schema: {
        tags: ['volunteers (staff)'],
        summary:
          'A plan for the open festival from the APPROVED volunteers: fills each shift’s need, spreads people evenly, never a shift they did not offer. Not saved',
        security: [{ bearerAuth: [] }],
        body: AssignmentSuggestInput,
        response: { 200: DataEnvelope(AssignmentSuggestion), ...errors },
      },
    },
    async (request) => ({ data: await suggestAssignments(deps, request.body) }),
  );

  app.put(
    '/volunteers/assignments',
    {
      config: { permission: 'VOLUNTEER:U' },
      schema: {
        tags: ['volunteers (staff)'],
        summary:
          'Saves the open festival’s whole plan (assignments not listed are removed). Refused (400, nothing saved) for a volunteer not APPROVED or a shift they did not offer; audited; each volunteer whose shifts changed is emailed',
        security: [{ bearerAuth: [] }],
        body: SaveAssignmentsInput,
        response: { 200: DataEnvelope(SaveAssignmentsResult), ...errors },
      },
    },
    async (request) => ({ data: await saveAssignments(deps, actor(request), request.body) }),
  );
};
