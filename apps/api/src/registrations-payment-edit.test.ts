import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { sandboxPayments, type SandboxPayments } from '@festival/server-activities/testing';
import { insertMainEvent } from '@festival/server-events';
import { payments, SANDBOX_CARDS } from '@festival/server-payments';
import { registrationAttendees } from '@festival/server-registrations';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  API,
  attendee,
  engine,
  generalPayload,
  SETUP_TIMEOUT,
  startRegistrationsApi,
  withoutStatus,
  type Json,
  type RegistrationsApi,
  type User,
} from './test-registrations';

// Editing a registration for a main event with a registration fee (issue 10 point 2): the
// GENERAL attendees an edit adds pay the fee, as in a new registration; those kept paid already
// and those removed get nothing back. Through real HTTP (the listening server, fetch), the real
// payments module and the sandbox gateway, which records what it was sent.

const FEE = 2500;
const total = (attendees: number) => calculateFees(FEE, attendees).totalCents;
let api: RegistrationsApi;
let sandbox: SandboxPayments;
let base: string;
let eventId: string;

beforeAll(async () => {
  api = await startRegistrationsApi({
    appOptions: (database) => ({ payments: (sandbox = sandboxPayments(database.db)) }),
  });
  base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${API}`;
  eventId = (
    await insertMainEvent(api.database.db, {
      name: 'Voyaging Gala',
      status: 'ACTIVE',
      startDate: new Date('2027-08-15T04:00:00Z'),
      endDate: new Date('2027-08-15T08:00:00Z'),
      capacity: 50,
      requiresReview: false,
      registrationFee: FEE,
    })
  ).id;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await api?.close();
});

const card = (cardNumber: string, amount: number): Json => ({
  cardNumber,
  cardName: 'Ann Kealoha',
  cardCode: '987',
  expirationDate: '2031-07',
  firstName: 'Ann',
  lastName: 'Kealoha',
  email: 'billing@example.com',
  city: 'Honolulu',
  countryId: 'US',
  zipCode: '96815',
  state: 'HI',
  phone: '+1 808 555 0100',
  address: '1 Kalakaua Ave',
  amount,
});

async function http(user: User, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.idToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Json & { data: Json; message: string } };
}

type Saved = { id: string; status: string; attendees: (Json & { id: string; status: string; firstName: string })[] };
const mine = async (user: User) => (await http(user, 'GET', `/registrations/me/event/${eventId}`)).json.data as Saved;
const edit = (user: User, body: Json) => http(user, 'PUT', `/registrations/me/event/${eventId}`, body);

/** A user (their `sub` is their users.id, as the payments rows hold it) registered and paid with `extra` attendees. */
async function registeredUser(name: string, extra = 0): Promise<User & { registration: Saved }> {
  const signedIn = await api.idp.newSignedInUser({ givenName: name, familyName: 'Payer' });
  const me = await http(signedIn as User, 'GET', '/me');
  const user = { ...signedIn, sub: me.json.data['id'] as string };
  const created = await http(user, 'POST', '/registrations/event', {
    ...generalPayload(eventId, user.email, extra),
    payment: card(SANDBOX_CARDS.approved, total(1 + extra)),
    idempotencyKey: randomUUID(),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { ...user, registration: await mine(user) };
}

/** The edit form's body: the saved attendees (one renamed, to see that nothing else changed), plus `added`. */
function editBody(saved: Saved, added: Json[], extra: Json = {}): Json {
  const [main, ...others] = saved.attendees.map(withoutStatus);
  return {
    eventId,
    type: 'GENERAL',
    attendees: [{ ...main, firstName: 'Renamed' }, ...others, ...added],
    payment: null,
    ...extra,
  };
}

const paymentsOf = (user: User) =>
  api.database.db
    .select()
    .from(payments)
    .where(sql`${payments.userId} = ${user.sub}`)
    .orderBy(payments.createdAt);
const attendeeRows = async (user: User & { registration: Saved }) =>
  api.database.db
    .select()
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationId, user.registration.id));

/** Nothing changed since `saved`: the same attendees with the same names and statuses. */
async function expectUnchanged(user: User & { registration: Saved }) {
  const now = await mine(user);
  expect(now.attendees.map((a) => [a.id, a.firstName, a.status])).toEqual(
    user.registration.attendees.map((a) => [a.id, a.firstName, a.status]),
  );
  expect(await attendeeRows(user)).toHaveLength(user.registration.attendees.length);
}

describe(`editing a registration for an event with a fee (${engine})`, () => {
  it.each<[string, (saved: Saved) => Json, RegExp]>([
    [
      'no payment',
      (saved) => editBody(saved, [attendee({ firstName: 'Kai' })]),
      /The attendee you add pays the registration fee: a card payment of \$26\.06 is required\. Nothing was changed\./,
    ],
    [
      'the amount of everyone instead of the newcomer',
      (saved) =>
        editBody(saved, [attendee({ firstName: 'Kai' })], {
          payment: card(SANDBOX_CARDS.approved, total(2)),
          idempotencyKey: randomUUID(),
        }),
      /The payment amount must be \$26\.06 .*\$51\.81 was sent/,
    ],
  ])(
    'refuses an edit adding a GENERAL attendee with %s (422), changing and charging nothing',
    async (_c, body, message) => {
      const ann = await registeredUser('Ann');
      const sent = sandbox.sent.length;
      const response = await edit(ann, body(ann.registration));
      expect(response.status).toBe(422);
      expect(response.json.message).toMatch(message);
      await expectUnchanged(ann);
      expect(sandbox.sent.length).toBe(sent);
      expect(await paymentsOf(ann)).toHaveLength(1);
    },
  );

  it('charges the newcomers only (fee plus card fee), once, even when the submit is retried or doubled', async () => {
    const bob = await registeredUser('Bob', 1);
    const body = editBody(bob.registration, [attendee({ firstName: 'Kai' }), attendee({ firstName: 'Lani' })], {
      payment: card(SANDBOX_CARDS.approved, total(2)),
      idempotencyKey: randomUUID(),
    });
    const sent = sandbox.sent.length;
    // A double click: both at once, then the same submit again.
    const [a, b] = await Promise.all([edit(bob, body), edit(bob, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const retry = await edit(bob, body);
    expect(retry.status).toBe(200);

    expect(total(2)).toBe(5181);
    expect(sandbox.sent.slice(sent)).toEqual([
      expect.objectContaining({ amountCents: 5181, description: 'Voyaging Gala registration × 2 (added)' }),
    ]);
    const after = await mine(bob);
    expect(after.attendees.map((a) => [a.firstName, a.status])).toEqual([
      ['Renamed', 'APPROVED'],
      [bob.registration.attendees[1].firstName, 'APPROVED'],
      ['Kai', 'APPROVED'],
      ['Lani', 'APPROVED'],
    ]);
    const rows = await paymentsOf(bob);
    expect(rows.map((p) => [p.amount, p.status])).toEqual([
      [total(2), 'APPROVED'],
      [5181, 'APPROVED'],
    ]);
    expect(rows[1]).toMatchObject({ purpose: 'REGISTRATION', referenceId: eventId, fulfilledAt: expect.any(Date) });
    // Each newcomer carries the key of the payment that paid for them.
    const stored = await attendeeRows(bob);
    expect(
      stored
        .filter((r) => r.paymentKey === body['idempotencyKey'])
        .map((r) => r.firstName)
        .sort(),
    ).toEqual(['Kai', 'Lani']);
  });

  it('leaves everything as it was when the card is declined (422 with the reason)', async () => {
    const carol = await registeredUser('Carol');
    const body = editBody(carol.registration, [attendee({ firstName: 'Kai' })], {
      payment: card(SANDBOX_CARDS.declined, total(1)),
      idempotencyKey: randomUUID(),
    });
    const declined = await edit(carol, body);
    expect(declined.status).toBe(422);
    expect(declined.json.message).toBe('This transaction has been declined. Nothing was changed.');
    await expectUnchanged(carol);
    expect((await paymentsOf(carol)).map((p) => p.status)).toEqual(['APPROVED', 'DECLINED']);
    // The place the newcomer held while the card was tried is free again.
    expect((await http(carol, 'GET', `/events/${eventId}/available-slot`)).json.data['availableSlot']).toBe(
      50 - (await api.attendeesOf(eventId)),
    );
  });

  it.each<[string, (kept: Json[]) => Json[]]>([
    // The additional attendee takes a new address and the newcomer the one they had.
    ['moves from a kept attendee', ([main, extra]) => [main, { ...extra, email: 'kept.new@example.com' }]],
    // The additional attendee leaves and the newcomer comes with their address.
    ['comes from a removed attendee', ([main]) => [main]],
  ])('lets the newcomer of a paid edit take an email that %s of the same registration', async (_c, keep) => {
    const fay = await registeredUser('Fay', 1);
    const saved = fay.registration.attendees.map(withoutStatus);
    const movedEmail = saved[1]['email'] as string;
    const response = await edit(fay, {
      eventId,
      type: 'GENERAL',
      attendees: [...keep(saved), attendee({ firstName: 'Kai', email: movedEmail })],
      payment: card(SANDBOX_CARDS.approved, total(1)),
      idempotencyKey: randomUUID(),
    });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const after = await mine(fay);
    expect(after.attendees.map((a) => [a.firstName, a['email'], a.status])).toEqual(
      keep(saved)
        .map((a) => [a['firstName'], a['email'], 'APPROVED'])
        .concat([['Kai', movedEmail, 'APPROVED']]),
    );
    expect((await paymentsOf(fay)).map((p) => [p.amount, p.status])).toEqual([
      [total(2), 'APPROVED'],
      [total(1), 'APPROVED'],
    ]);
  });

  it('refuses a newcomer whose email another registration of the event holds, on that field, charging nothing', async () => {
    const gus = await registeredUser('Gus');
    const other = await registeredUser('Hana');
    const sent = sandbox.sent.length;
    const response = await edit(gus, {
      ...editBody(gus.registration, [attendee({ firstName: 'Kai', email: other.email })]),
      payment: card(SANDBOX_CARDS.approved, total(1)),
      idempotencyKey: randomUUID(),
    });
    expect(response.status).toBe(400);
    expect(response.json['errors']).toEqual([
      expect.objectContaining({ field: 'attendees[1].email', message: expect.stringMatching(/already/i) }),
    ]);
    await expectUnchanged(gus);
    expect(sandbox.sent.length).toBe(sent);
  });

  it('refunds nothing when attendees are removed, and asks no payment for it', async () => {
    const dan = await registeredUser('Dan', 2);
    const [main, , third] = dan.registration.attendees.map(withoutStatus);
    const sent = sandbox.sent.length;
    const removed = await edit(dan, { eventId, type: 'GENERAL', attendees: [main, third], payment: null });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect((await mine(dan)).attendees).toHaveLength(2);
    expect(sandbox.sent.length).toBe(sent);
    await sandbox.reconcilePending({ olderThanMs: 0 });
    expect((await paymentsOf(dan)).map((p) => [p.amount, p.status])).toEqual([[total(3), 'APPROVED']]);
    expect(sandbox.gateway.voids().size).toBe(0);
    // A payment sent with a change that adds nobody is refused.
    const unwanted = await edit(dan, {
      eventId,
      type: 'GENERAL',
      attendees: [main],
      payment: card(SANDBOX_CARDS.approved, total(1)),
      idempotencyKey: randomUUID(),
    });
    expect(unwanted.status).toBe(422);
    expect((await mine(dan)).attendees).toHaveLength(2);
  });

  it('keeps a timed-out payment for the newcomers PENDING_PAYMENT until reconciliation settles it', async () => {
    const erin = await registeredUser('Erin');
    const body = editBody(erin.registration, [attendee({ firstName: 'Kai' })], {
      payment: card(SANDBOX_CARDS.timeout, total(1)),
      idempotencyKey: randomUUID(),
    });
    const response = await edit(erin, body);
    expect(response.status).toBe(200);
    const pending = await mine(erin);
    expect(pending.attendees.map((a) => [a.firstName, a.status])).toEqual([
      ['Renamed', 'APPROVED'],
      ['Kai', 'PENDING_PAYMENT'],
    ]);
    // While the payment is open the registration waits for it.
    const meanwhile = await edit(erin, { ...editBody(pending, []), attendees: pending.attendees.map(withoutStatus) });
    expect(meanwhile.status).toBe(409);
    // The sandbox's timeout card did charge: reconciliation finds it and the newcomer joins.
    await sandbox.reconcilePending({ olderThanMs: 0 });
    expect((await mine(erin)).attendees.map((a) => [a.firstName, a.status])).toEqual([
      ['Renamed', 'APPROVED'],
      ['Kai', 'APPROVED'],
    ]);
    expect((await paymentsOf(erin))[1]).toMatchObject({ status: 'APPROVED', fulfilledAt: expect.any(Date) });
  });
});
