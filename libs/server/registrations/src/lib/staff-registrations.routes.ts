import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthorizedError } from '@festival/server-platform';
import {
  DataEnvelope,
  ErrorBody,
  IdParams,
  ListEnvelope,
  Registration,
  StaffRegistrationQuery,
  StaffRegistrationSummary,
  StatusChange,
} from '@festival/shared-util-api-contracts';
import type { Mailer } from '@festival/server-mail';
import { delegationKeysOf } from '@festival/server-events';
import { registrationsRepository } from './registrations.repository';
import type { RegistrationsDeps } from './registrations.service';
import {
  changeRegistrationStatus,
  getRegistrationForStaff,
  listRegistrationsForStaff,
} from './staff-registrations.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export interface StaffRegistrationsRoutesOptions {
  mailer?: Pick<Mailer, 'send'>;
  now?: () => Date;
}

/** Staff side of main-event registrations: look through them and decide (ATTENDEE:R / ATTENDEE:U). */
export const staffRegistrationsRoutes: FastifyPluginAsyncTypebox<StaffRegistrationsRoutesOptions> = async (
  app,
  options,
) => {
  const deps: RegistrationsDeps = {
    db: app.db,
    repository: registrationsRepository,
    delegationKeysOf,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    logger: app.log,
  };

  app.get(
    '/registrations',
    {
      config: { permission: 'ATTENDEE:R' },
      schema: {
        tags: ['registrations (staff)'],
        summary:
          'All main-event registrations, newest first; filter by event, status and type; search the main attendee’s name or email',
        security: [{ bearerAuth: [] }],
        querystring: StaffRegistrationQuery,
        response: { 200: ListEnvelope(StaffRegistrationSummary), ...errors },
      },
    },
    async (request) => listRegistrationsForStaff(deps, request.query),
  );

  app.get(
    '/registrations/:id',
    {
      config: { permission: 'ATTENDEE:R' },
      schema: {
        tags: ['registrations (staff)'],
        summary: 'One registration with its attendees',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: DataEnvelope(Registration), ...errors },
      },
    },
    async (request) => ({ data: await getRegistrationForStaff(deps, request.params.id) }),
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
