import { eq } from 'drizzle-orm';
import { registrations } from '@festival/server-registrations';
import { DEMO_DELEGATION_KEY } from '@festival/server-seed';
import {
  engine,
  API,
  EMAIL_TAKEN,
  bearer,
  signatures,
  generalPayload,
  delegatePayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  type RegistrationsApi,
  type Json,
} from './test-registrations';

describe(`API main-event registrations (${engine})`, () => {
  let api: RegistrationsApi;
  let { database, app, demoEventId, ann, bob, post } = {} as RegistrationsApi;
  beforeAll(async () => {
    api = await startRegistrationsApi({ annRegisteredForDemo: true });
    ({ database, app, demoEventId, ann, bob, post } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('invalid input: 400 with the field errors of the shared rules', () => {
    const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    it.each<[string, (p: Json) => void, { field: string; message: string }]>([
      [
        'a missing first name',
        (p) => ((p['attendees'] as Json[])[0]['firstName'] = '  '),
        { field: 'attendees[0].firstName', message: 'This field is required' },
      ],
      [
        'a missing last name',
        (p) => delete (p['attendees'] as Json[])[1]['lastName'],
        { field: 'attendees[1].lastName', message: 'This field is required' },
      ],
      [
        'a special character in a name',
        (p) => ((p['attendees'] as Json[])[0]['firstName'] = 'Ann<script>'),
        { field: 'attendees[0].firstName', message: 'Special characters are not allowed' },
      ],
      [
        'a dob in the future',
        (p) => ((p['attendees'] as Json[])[1]['dob'] = tomorrow()),
        { field: 'attendees[1].dob', message: 'DOB must before today' },
      ],
      [
        'a dob that is no date',
        (p) => ((p['attendees'] as Json[])[0]['dob'] = '1990-02-30'),
        { field: 'attendees[0].dob', message: 'Invalid date' },
      ],
      [
        'a bad phone',
        (p) => ((p['attendees'] as Json[])[0]['phone'] = '12345'),
        { field: 'attendees[0].phone', message: 'Invalid phone number' },
      ],
      [
        'duplicate emails',
        (p) => ((p['attendees'] as Json[])[1]['email'] = (p['attendees'] as Json[])[0]['email']),
        { field: 'attendees[1].email', message: EMAIL_TAKEN },
      ],
      [
        'a missing main email',
        (p) => ((p['attendees'] as Json[])[0]['email'] = ''),
        { field: 'attendees[0].email', message: 'This field is required' },
      ],
      [
        'a missing ethnicity for GENERAL',
        (p) => ((p['attendees'] as Json[])[0]['ethnicity'] = null),
        { field: 'attendees[0].ethnicity', message: 'This field is required' },
      ],
      [
        'a zip code too long',
        (p) => ((p['attendees'] as Json[])[0]['zipCode'] = '9'.repeat(129)),
        { field: 'attendees[0].zipCode', message: 'reached maximum length of 128 characters' },
      ],
      [
        'an unknown country',
        (p) => ((p['attendees'] as Json[])[1]['countryId'] = 'XX'),
        { field: 'attendees[1].countryId', message: 'Please choose one of the options' },
      ],
      [
        'no main profile',
        (p) => ((p['attendees'] as Json[])[0]['isMainProfile'] = false),
        { field: 'attendees', message: 'Exactly one attendee must be the main profile' },
      ],
      ['an unknown type', (p) => (p['type'] = 'VIP'), { field: 'type', message: 'Please choose one of the options' }],
      [
        'an event id that is no uuid',
        (p) => (p['eventId'] = 'festival'),
        { field: 'eventId', message: 'Please choose one of the options' },
      ],
    ])('%s', async (_case, change, error) => {
      const payload = generalPayload(demoEventId, bob.email, 1);
      change(payload);
      const response = await post(bob, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(response.json().errors).toContainEqual(error);
      expect(
        (await app.inject({ url: `${API}/events/${demoEventId}/check`, headers: bearer(bob) })).json().data
          .isRegistered,
      ).toBe(false);
    });

    it('answers 400, never 500, to bodies that are no registration at all', async () => {
      for (const payload of [
        [],
        'text',
        { attendees: 'many' },
        { eventId: demoEventId, type: 'GENERAL', attendees: [null] },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: `${API}/registrations/event`,
          headers: { ...bearer(bob), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('asks delegates for their emergency contact, languages, release form and signature', async () => {
      const payload = delegatePayload(demoEventId, bob.email, DEMO_DELEGATION_KEY);
      const main = (payload['attendees'] as Json[])[0];
      Object.assign(main, { emergencyPhone: 'not a phone', languageIds: [], isReleaseForm: false, signatureUrl: '' });
      const response = await post(bob, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'attendees[0].emergencyPhone', message: 'Invalid phone number' },
          { field: 'attendees[0].languageIds', message: 'Please select at least one language' },
          { field: 'attendees[0].isReleaseForm', message: 'You must agree to the release form' },
          { field: 'attendees[0].signatureUrl', message: 'This field is required' },
        ]),
      );
    });

    it("refuses a signature that is not the caller's own upload", async () => {
      const payload = delegatePayload(demoEventId, bob.email, DEMO_DELEGATION_KEY);
      const main = (payload['attendees'] as Json[])[0];
      for (const [signatureUrl, message] of [
        [signatures.get(ann.email), 'This is not the path of an uploaded file.'],
        ['signature/abc.png', 'This is not the path of an uploaded file.'],
        [
          String(signatures.get(bob.email)).replace(/[0-9a-f-]{36}\.png$/, '00000000-0000-4000-8000-000000000000.png'),
          'The file was not found. Please upload it again.',
        ],
      ]) {
        main['signatureUrl'] = signatureUrl;
        const response = await post(bob, payload);
        expect(response.statusCode, signatureUrl).toBe(400);
        expect(response.json().errors).toEqual([{ field: 'attendees[0].signatureUrl', message }]);
      }
    });

    it('refuses a delegate without a key, and with a wrong one ("Incorrect key")', async () => {
      const missing = await post(bob, delegatePayload(demoEventId, bob.email, undefined));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toContainEqual({ field: 'delegationKey', message: 'This field is required' });
      const wrong = await post(bob, delegatePayload(demoEventId, bob.email, 'WRONG-KEY'), '10.1.0.1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'delegationKey', message: 'Incorrect key' }]);
      expect(
        await database.db.select().from(registrations).where(eq(registrations.mainEventId, demoEventId)),
      ).toHaveLength(1);
    });

    it('refuses a payment: the main event takes none', async () => {
      const payload = generalPayload(demoEventId, bob.email);
      payload['payment'] = {
        cardNumber: '4111111111111111',
        cardName: 'Bob Akana',
        cardCode: '123',
        expirationDate: '2030-01',
        firstName: 'Bob',
        lastName: 'Akana',
        email: bob.email,
        city: 'Honolulu',
        countryId: 'US',
        zipCode: '96822',
        state: 'HI',
        phone: '(808) 956-8111',
        address: '1 Main St',
        amount: 100,
      };
      expect((await post(bob, payload)).statusCode).toBe(422);
    });
  });
});
