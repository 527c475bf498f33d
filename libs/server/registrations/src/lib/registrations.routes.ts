import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { createMailBudget, type Mailer, type MailBudget } from '@festival/server-mail';
import type { Payments } from '@festival/server-payments';
import { currentUser } from '@festival/server-users';
import { delegationKeysOf } from '@festival/server-events';
import {
  AccommodationAssistanceInput,
  AccommodationEntry,
  DataEnvelope,
  DelegationPortal,
  IdParams,
  KeyCheck,
  KeyCheckQuery,
  Registration,
  RegistrationPayload,
  VisaAssistanceEntry,
  VisaAssistanceInput,
} from '@festival/shared-util-api-contracts';
import type {} from '@festival/server-auth';
import { callerErrorResponses, createDatabaseRateLimiter } from '@festival/server-platform';
import {
  getAccommodationAssistance,
  getVisaAssistance,
  putAccommodationAssistance,
  putVisaAssistance,
} from './assistance.service';
import { registrationBodyCompiler } from './registration-body';
import { registrationsRepository } from './registrations.repository';
import {
  checkDelegationKey,
  createRegistration,
  getDelegation,
  getMyRegistration,
  settleRegistrationPayment,
  updateMyRegistration,
  type RegistrationsDeps,
} from './registrations.service';

export interface RegistrationsRoutesOptions {
  /** Sends the confirmation email; without one none is sent. */
  mailer?: Pick<Mailer, 'send' | 'queue' | 'queued'>;
  /** The attendee site's origin, for the emails' link back to the registration. */
  attendeeSiteUrl?: string;
  now?: () => Date;
  /** Checks a delegate's uploaded signature (the files module); without it no signature is accepted. */
  checkSignature?: RegistrationsDeps['checkSignature'];
  /** Charges a main event's registration fee; this module settles the charges that timed out. */
  payments?: Pick<Payments, 'charge' | 'earlier' | 'onSettled' | 'fulfilled'>;
  /** Registrations one account may make or change per hour (REGISTRATION_WRITES_PER_HOUR); 0 or none: no limit. */
  writesPerHour?: number;
  /** The notices to additional attendees are taken from it; the default budget (MAIL_BUDGET) otherwise. */
  mailBudget?: MailBudget;
  /** Gives back the activity places of people taken off a registration (the activities module's). */
  releaseActivityPlaces?: RegistrationsDeps['releaseActivityPlaces'];
}

const HOUR_MS = 60 * 60_000;

const EventIdParams = Type.Object({ eventId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const registrationsRoutes: FastifyPluginAsyncTypebox<RegistrationsRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const deps: RegistrationsDeps = {
    db: app.db,
    repository: registrationsRepository,
    delegationKeysOf,
    mailer: options.mailer,
    attendeeSiteUrl: options.attendeeSiteUrl,
    now,
    logger: app.log,
    checkSignature: options.checkSignature,
    payments: options.payments,
    // Counted like the API's request limit (api_rate_counters), so every replica shares one budget.
    writeLimiter: options.writesPerHour
      ? createDatabaseRateLimiter(app.db, { max: options.writesPerHour, windowMs: HOUR_MS, now: () => now().getTime() })
      : undefined,
    mailBudget: options.mailBudget ?? createMailBudget(app.db),
    releaseActivityPlaces: options.releaseActivityPlaces,
  };
  options.payments?.onSettled('REGISTRATION', settleRegistrationPayment(deps));
  const access = { authenticated: true } as const;
  const registrationBody = registrationBodyCompiler(deps.now);

  app.post(
    '/registrations/event',
    {
      config: access,
      validatorCompiler: registrationBody,
      schema: {
        tags: ['registrations'],
        summary:
          "Register the caller (and additional attendees) for a main event; 400 above the event's maxAttendeesPerRegistration, 409 when full or already registered, 429 beyond the account's hourly budget of registration changes. The main attendee email is the account email of the caller (400 otherwise); a person another registration lists who registers themself is taken off it. With a registration fee, the payment is charged: declined → 422 with the reason; no answer from the card processor → PENDING_PAYMENT until reconciled",
        body: RegistrationPayload,
        response: { 201: DataEnvelope(Registration), ...callerErrorResponses },
      },
    },
    async (request, reply) => {
      const data = await createRegistration(deps, currentUser(request), request.ip, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/registrations/me/event/:eventId',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: "The caller's registration for the event, with attendees",
        params: EventIdParams,
        response: { 200: DataEnvelope(Registration), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await getMyRegistration(deps, currentUser(request).id, request.params.eventId) }),
  );

  app.put(
    '/registrations/me/event/:eventId',
    {
      config: access,
      validatorCompiler: registrationBody,
      schema: {
        tags: ['registrations'],
        summary:
          "Edit the caller's registration: attendees with an id are updated, without one added, left out removed; 400 above the event's maxAttendeesPerRegistration, 429 beyond the account's hourly budget of registration changes",
        params: EventIdParams,
        body: RegistrationPayload,
        response: { 200: DataEnvelope(Registration), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await updateMyRegistration(deps, currentUser(request), request.ip, request.params.eventId, request.body),
    }),
  );

  app.get(
    '/registrations/event/:id/check',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary:
          'Whether a delegation key is right for the event (10 wrong keys per 10 minutes per user and address, then 429)',
        params: IdParams,
        querystring: KeyCheckQuery,
        response: { 200: DataEnvelope(KeyCheck), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await checkDelegationKey(
        deps,
        { userId: currentUser(request).id, ip: request.ip },
        request.params.id,
        request.query,
      ),
    }),
  );

  app.get(
    '/registrations/me/event/:eventId/delegation',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: "The delegation portal: members registered with the caller's key (403 for GENERAL)",
        params: EventIdParams,
        response: { 200: DataEnvelope(DelegationPortal), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await getDelegation(deps, currentUser(request).id, request.params.eventId) }),
  );

  app.get(
    '/registrations/me/event/:eventId/visa-assistance',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: 'Visa assistance per attendee (PENDING, COMPLETED, EMPTY)',
        params: EventIdParams,
        response: { 200: DataEnvelope(Type.Array(VisaAssistanceEntry)), ...callerErrorResponses },
      },
    },
    async (request) => ({ data: await getVisaAssistance(deps, currentUser(request).id, request.params.eventId) }),
  );

  app.put(
    '/registrations/me/event/:eventId/visa-assistance',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: 'Replace the visa requests: listed attendees ask for help, pending ones left out are withdrawn',
        params: EventIdParams,
        body: VisaAssistanceInput,
        response: { 200: DataEnvelope(Type.Array(VisaAssistanceEntry)), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await putVisaAssistance(deps, currentUser(request).id, request.params.eventId, request.body),
    }),
  );

  app.get(
    '/registrations/me/event/:eventId/accommodation-assistance',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary: 'Accommodation requests per attendee (RESERVED, NOT_RESERVED, WAITLIST; null when none)',
        params: EventIdParams,
        response: { 200: DataEnvelope(Type.Array(AccommodationEntry)), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await getAccommodationAssistance(deps, currentUser(request).id, request.params.eventId),
    }),
  );

  app.put(
    '/registrations/me/event/:eventId/accommodation-assistance',
    {
      config: access,
      schema: {
        tags: ['registrations'],
        summary:
          'Replace the accommodation requests: new or changed ones are NOT_RESERVED, ones left out are withdrawn',
        params: EventIdParams,
        body: AccommodationAssistanceInput,
        response: { 200: DataEnvelope(Type.Array(AccommodationEntry)), ...callerErrorResponses },
      },
    },
    async (request) => ({
      data: await putAccommodationAssistance(deps, currentUser(request).id, request.params.eventId, request.body),
    }),
  );
};
