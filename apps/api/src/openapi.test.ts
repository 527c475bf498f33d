import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import {
  AccommodationAssistanceInput,
  AttendeePayload,
  PaymentPayload,
  ProfileUpdate,
  RegistrationPayload,
  StatusChange,
  SubEventAttendeeChoice,
  SubEventRegistrationPayload,
  VisaAssistanceInput,
} from '@festival/shared-util-api-contracts';
import type { FastifyInstance } from 'fastify';
import type { TObject } from 'typebox';
import { buildApp } from './app';
import { testConfig } from './test-app';

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema };
type Operation = { requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } };

const API = '/api-svc/v1';
const fields = (schema: TObject) => Object.keys(schema.properties).sort();
const documented = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {}).sort();

/** The OpenAPI document describes the bodies the server validates: the contracts of util-api-contracts. */
describe('OpenAPI request bodies', () => {
  let database: Database;
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Operation>>;
  const bodyOf = (method: string, path: string) =>
    paths[`${API}${path}`]?.[method]?.requestBody?.content['application/json']?.schema;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    paths = (await app.inject(`${API}/openapi.json`)).json().paths;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('shows the registration body, with its attendees and the payment a main event refuses', () => {
    for (const [method, path] of [
      ['post', '/registrations/event'],
      ['put', '/registrations/me/event/{eventId}'],
    ]) {
      const body = bodyOf(method, path);
      expect(documented(body)).toEqual(fields(RegistrationPayload));
      expect(documented(body?.properties?.['attendees']?.items)).toEqual(fields(AttendeePayload));
      // OpenAPI 3.0 writes "the payment or null" as a nullable object.
      expect(body?.properties?.['payment']).toMatchObject({ nullable: true });
      expect(documented(body?.properties?.['payment'])).toEqual(fields(PaymentPayload));
    }
  });

  it('shows the other bodies: profile, visa and accommodation requests, staff status change', () => {
    expect(documented(bodyOf('put', '/me/{id}'))).toEqual(fields(ProfileUpdate));
    expect(documented(bodyOf('put', '/registrations/me/event/{eventId}/visa-assistance'))).toEqual(
      fields(VisaAssistanceInput),
    );
    expect(documented(bodyOf('put', '/registrations/me/event/{eventId}/accommodation-assistance'))).toEqual(
      fields(AccommodationAssistanceInput),
    );
    expect(documented(bodyOf('put', '/registrations/{id}/status'))).toEqual(fields(StatusChange));
  });

  it('shows the activity reservation body, and every activity route', () => {
    for (const [method, path] of [
      ['post', '/registrations/sub-event'],
      ['put', '/registrations/sub-event/{subEventId}'],
    ]) {
      const body = bodyOf(method, path);
      expect(documented(body)).toEqual(fields(SubEventRegistrationPayload));
      expect(documented(body?.properties?.['attendees']?.items)).toEqual(fields(SubEventAttendeeChoice));
      expect(documented(body?.properties?.['payment'])).toEqual(fields(PaymentPayload));
    }
    expect(paths[`${API}/registrations/sub-event/{subEventId}`]).toHaveProperty('delete');
    expect(paths[`${API}/sub-events/{id}/available-slot`]).toHaveProperty('get');
    expect(paths[`${API}/registrations/me/event/{id}/sub-event`]).toHaveProperty('get');
  });

  it('shows the bearer security requirement on every route that needs a signed-in caller, and only there', () => {
    const security = (method: string, path: string) =>
      (paths[`${API}${path}`]?.[method] as { security?: unknown } | undefined)?.security;
    expect(security('get', '/me')).toEqual([{ bearerAuth: [] }]);
    expect(security('post', '/registrations/event')).toEqual([{ bearerAuth: [] }]);
    expect(security('get', '/events/active')).toBeUndefined();
    const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.filter((operation) => (operation as { security?: unknown }).security).length).toBeGreaterThan(20);
  });
});
