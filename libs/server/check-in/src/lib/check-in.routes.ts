import type {} from '@festival/server-auth';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthorizedError } from '@festival/server-platform';
import {
  CheckInRequest,
  CheckInResult,
  CheckInRoster,
  CheckInRosterQuery,
  DataEnvelope,
  ErrorBody,
} from '@festival/shared-util-api-contracts';
import type { JsonWebKeySet } from '@festival/shared-util-check-in';
import { checkIn, checkInRoster, type CheckInDeps } from './check-in.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Door staff: SCREENER:R reads the roster, SCREENER:U checks people in (docs/admin-permissions.md). */
export const CHECK_IN_READ_PERMISSION = 'SCREENER:R';
export const CHECK_IN_WRITE_PERMISSION = 'SCREENER:U';

export interface CheckInRoutesOptions {
  /** The wallet's published key set, which verifies the passes' QR codes. */
  keySet: () => Promise<JsonWebKeySet>;
  now?: () => Date;
}

export const checkInRoutes: FastifyPluginAsyncTypebox<CheckInRoutesOptions> = async (app, options) => {
  const deps: CheckInDeps = { db: app.db, keySet: options.keySet, now: options.now ?? (() => new Date()) };

  app.get(
    '/check-ins/roster',
    {
      config: { permission: CHECK_IN_READ_PERMISSION },
      schema: {
        tags: ['check-in'],
        summary:
          'Everyone holding a place at the main event, with their booked activities and check-ins: what a door device keeps to work offline',
        security: [{ bearerAuth: [] }],
        querystring: CheckInRosterQuery,
        response: { 200: DataEnvelope(CheckInRoster), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await checkInRoster(deps, request.query.eventId) };
    },
  );

  app.post(
    '/check-ins',
    {
      config: { permission: CHECK_IN_WRITE_PERMISSION },
      schema: {
        tags: ['check-in'],
        summary:
          'Checks in the people of a scanned wallet pass (its signed token) or one attendee, at the main event or an activity (CHECKED_IN); once per person and place: a repeat answers ALREADY_CHECKED_IN with the first time; audited',
        security: [{ bearerAuth: [] }],
        body: CheckInRequest,
        response: { 200: DataEnvelope(CheckInResult), 409: ErrorBody, ...errors },
      },
    },
    async (request) => {
      if (!request.principal) throw new UnauthorizedError();
      return { data: await checkIn(deps, request.principal.sub, request.body) };
    },
  );
};
