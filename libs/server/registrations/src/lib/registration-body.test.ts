import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandlerPlugin } from '@festival/server-platform';
import { RegistrationPayload } from '@festival/shared-util-api-contracts';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { contractFieldErrors, registrationBodyCompiler } from './registration-body';

const EVENT_ID = '6f9619ff-8b86-4011-b42d-00c04fc964ff';

const attendee = (overrides: Record<string, unknown> = {}) =>
  validAttendee({ isMainProfile: true, firstName: 'Ann', lastName: 'Kealoha', email: 'ann@example.org', ...overrides });
const payload = (overrides: Record<string, unknown> = {}) => ({
  eventId: EVENT_ID,
  type: 'GENERAL',
  attendees: [attendee()],
  payment: null,
  ...overrides,
});

describe('registration bodies: checked against the contract, answered in the form rules’ words', () => {
  let app: FastifyInstance;
  const received: unknown[] = [];

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandlerPlugin);
    app.post(
      '/registrations/event',
      {
        validatorCompiler: registrationBodyCompiler(() => new Date('2026-06-01T00:00:00Z')),
        schema: { body: RegistrationPayload },
      },
      async (request) => {
        received.push(request.body);
        return { ok: true };
      },
    );
  });
  afterAll(() => app.close());

  const post = (body: unknown) => app.inject({ method: 'POST', url: '/registrations/event', payload: body as object });

  it('passes a body the contract accepts on to the handler, unchanged', async () => {
    const body = payload({ attendees: [attendee({ emergencyName: undefined })] });
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(received.at(-1)).toEqual(JSON.parse(JSON.stringify(body)));
  });

  it('answers a body the rules refuse with their field errors on the form’s paths', async () => {
    const { lastName: _dropped, ...noLastName } = attendee({ isMainProfile: false, email: null });
    void _dropped;
    const response = await post(payload({ attendees: [attendee(), noLastName] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid input',
      code: 'BAD_REQUEST',
      errors: [{ field: 'attendees[1].lastName', message: 'This field is required' }],
    });
  });

  it('answers a body only the contract refuses with its findings, in the same words and paths', async () => {
    const payment = { cardNumber: '4111111111111111', cardName: 'Ann Kealoha', cardCode: '123' };
    const response = await post(
      payload({
        eventId: 'festival',
        payment: { ...payment, expirationDate: '2030-01', countryId: 'US', amount: '100' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'eventId', message: 'Please choose one of the options' },
      { field: 'payment.amount', message: 'Please choose one of the options' },
    ]);
  });

  it('answers more people than any event allows with the cap, whatever else is wrong with them', async () => {
    const crowd = Array.from({ length: 101 }, (_, i) => attendee({ isMainProfile: i === 0, lastName: '' }));
    const response = await post(payload({ attendees: crowd }));
    expect(response.statusCode).toBe(400);
    const message =
      'A registration can include at most 100 people, the main attendee included. Each further person can register with their own account. Nothing was changed.';
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', errors: [{ field: 'attendees', message }] });
  });

  it('names a missing property by its path', () => {
    expect(
      contractFieldErrors([
        { instancePath: '/attendees/2', keyword: 'required', params: { missingProperty: 'phone' } },
        { instancePath: '/attendees/2/phone', keyword: 'type' },
        { instancePath: '', keyword: 'required', params: { missingProperty: 'eventId' } },
      ]),
    ).toEqual([
      { field: 'attendees[2].phone', message: 'This field is required' },
      { field: 'eventId', message: 'This field is required' },
    ]);
  });
});
