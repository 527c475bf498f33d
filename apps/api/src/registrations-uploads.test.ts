import { signaturesAmong } from '@festival/server-registrations';
import { DEMO_DELEGATION_KEY } from '@festival/server-seed';
import {
  engine,
  delegatePayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, idp, demoEventId, uploadSignature, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi();
    ({ database, idp, demoEventId, uploadSignature, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  it('tells the sweep of unused uploads which signatures registrations hold', async () => {
    const delegate = await idp.newSignedInUser({ givenName: 'Sefa' });
    const created = await post(delegate, delegatePayload(demoEventId, delegate.email, DEMO_DELEGATION_KEY));
    expect(created.statusCode, created.body).toBe(201);
    const held: string = created.json().data.attendees[0].signatureUrl;
    const unheld = await uploadSignature(delegate);
    expect(await signaturesAmong(database.db, [held, unheld])).toEqual(new Set([held]));
    expect(await signaturesAmong(database.db, [])).toEqual(new Set());
  });
});
