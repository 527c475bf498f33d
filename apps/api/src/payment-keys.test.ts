import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { insertMainEvent } from '@festival/server-events';
import { KEY_REUSED_MESSAGE, KEY_SPENT_MESSAGE, payments as paymentsTable } from '@festival/server-payments';
import { registrationAttendees } from '@festival/server-registrations';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  API,
  bearer,
  cardPayment,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  type ActivitiesApi,
  type Json,
  type User,
} from './test-activities';
import { attendee, generalPayload, withoutStatus } from './test-registrations';

// A payment's idempotency key is bound to what it first paid for: the account, the activity or
// event, the attendees and the amount. The same request again is answered as the first time
// (a retried submit); anything else with the key is a 409 that changes and charges nothing, and a
// key whose booking was cancelled since (nothing is refunded) does not book anything again.

const choose = (ids: string[]) => ids.map((id) => ({ id, isPayment: true }));

describe(`payment keys (${engine})`, () => {
  let api: ActivitiesApi;
  beforeAll(async () => {
    api = await startActivitiesApi();
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const paymentByKey = async (key: string) =>
    (await api.database.db.select().from(paymentsTable).where(eq(paymentsTable.idempotencyKey, key)))[0];

  describe('at a paid activity', () => {
    const fee = 2500;
    const total = (n: number) => calculateFees(fee, n).totalCents;
    const paid = (subEventId: string, attendeeIds: string[], key: string) => ({
      subEventId,
      attendees: choose(attendeeIds),
      payment: cardPayment(total(attendeeIds.length)),
      idempotencyKey: key,
    });

    /** Ann's first attendee booked and paid with a new key, at a new activity. */
    async function paidBooking() {
      const subEventId = await api.newActivity({ capacity: 5, isAllowWaitList: false, fee });
      const key = randomUUID();
      const first = await api.reserve(api.ann, paid(subEventId, api.annAttendees.slice(0, 1), key));
      expect(first.statusCode).toBe(201);
      return { subEventId, key, paymentId: first.json().data.payment.id as string };
    }

    /** Nothing changed at the activity since: these records (attendee, status, payment), these places. */
    async function expectRecords(subEventId: string, records: [string, string, string | null][], held: number) {
      expect((await api.recordsAt(subEventId)).map((r) => [r.attendeeId, r.status, r.paymentId])).toEqual(records);
      expect(await api.placesHeld(subEventId)).toBe(held);
    }

    it('refuses the key of a cancelled booking for another attendee (409): nothing booked, nothing charged', async () => {
      const { subEventId, key, paymentId } = await paidBooking();
      expect((await api.cancel(api.ann, subEventId)).statusCode).toBe(200);
      const sent = api.payments.sent.length;

      const reused = await api.reserve(api.ann, paid(subEventId, api.annAttendees.slice(1, 2), key));
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(KEY_REUSED_MESSAGE);
      await expectRecords(subEventId, [[api.annAttendees[0], 'CANCELED', paymentId]], 0);
      expect(api.payments.sent.length).toBe(sent);
      expect(await paymentByKey(key)).toMatchObject({ id: paymentId, status: 'APPROVED' });
    });

    it('does not book again for free when the cancelled booking is sent again with its key (409)', async () => {
      const { subEventId, key, paymentId } = await paidBooking();
      expect((await api.cancel(api.ann, subEventId)).statusCode).toBe(200);
      const sent = api.payments.sent.length;

      const again = await api.reserve(api.ann, paid(subEventId, api.annAttendees.slice(0, 1), key));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(KEY_SPENT_MESSAGE);
      await expectRecords(subEventId, [[api.annAttendees[0], 'CANCELED', paymentId]], 0);
      expect(api.payments.sent.length).toBe(sent);
    });

    it('refuses the key of a standing booking for another attendee, or from another account (409)', async () => {
      const { subEventId, key, paymentId } = await paidBooking();
      const sent = api.payments.sent.length;

      const another = await api.reserve(api.ann, paid(subEventId, api.annAttendees.slice(1, 2), key));
      expect(another.statusCode).toBe(409);
      expect(another.json().message).toBe(KEY_REUSED_MESSAGE);
      const bobs = await api.reserve(api.bob, paid(subEventId, api.bobAttendees, key));
      expect(bobs.statusCode).toBe(409);
      expect(bobs.json().message).toBe(KEY_REUSED_MESSAGE);

      await expectRecords(subEventId, [[api.annAttendees[0], 'RESERVED', paymentId]], 1);
      expect(api.payments.sent.length).toBe(sent);
      // The same submit again is still answered as the first time.
      const retried = await api.reserve(api.ann, paid(subEventId, api.annAttendees.slice(0, 1), key));
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.payment).toMatchObject({ id: paymentId, status: 'APPROVED' });
    });

    it('refuses the key of attendees removed by an edit for others added by a later edit (409)', async () => {
      const { subEventId, paymentId } = await paidBooking();
      const key = randomUUID();
      const added = await api.change(api.ann, subEventId, {
        ...paid(subEventId, api.annAttendees.slice(0, 2), key),
        payment: cardPayment(total(1)),
      });
      expect(added.statusCode).toBe(200);
      const addedPayment = added.json().data.payment.id as string;
      const removed = await api.change(api.ann, subEventId, {
        subEventId,
        attendees: choose(api.annAttendees.slice(0, 1)),
      });
      expect(removed.statusCode).toBe(200);
      const sent = api.payments.sent.length;

      const third = [api.annAttendees[0], api.annAttendees[2]];
      const reused = await api.change(api.ann, subEventId, {
        ...paid(subEventId, third, key),
        payment: cardPayment(total(1)),
      });
      expect(reused.statusCode).toBe(409);
      await expectRecords(
        subEventId,
        [
          [api.annAttendees[0], 'RESERVED', paymentId],
          [api.annAttendees[1], 'CANCELED', addedPayment],
        ],
        1,
      );
      expect(api.payments.sent.length).toBe(sent);
    });
  });

  describe("at a main event's registration fee", () => {
    const FEE = 2500;
    const total = (n: number) => calculateFees(FEE, n).totalCents;
    let eventId: string;
    beforeAll(async () => {
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
    });

    type Saved = { id: string; attendees: (Json & { id: string; firstName: string; status: string })[] };
    const mine = async (user: User): Promise<Saved> =>
      (await api.app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(user) })).json().data;
    const edit = (user: User, body: Json) =>
      api.app.inject({
        method: 'PUT',
        url: `${API}/registrations/me/event/${eventId}`,
        headers: bearer(user),
        payload: body,
      });
    const attendeeNames = async (registrationId: string) =>
      (
        await api.database.db
          .select()
          .from(registrationAttendees)
          .where(eq(registrationAttendees.registrationId, registrationId))
      )
        .map((a) => a.firstName)
        .sort();

    /** A new user registered (and paid) alone for the event. */
    async function registered(name: string): Promise<User & { registration: Saved }> {
      const user = await api.idp.newSignedInUser({ givenName: name, familyName: 'Payer' });
      const created = await api.post(user, {
        ...generalPayload(eventId, user.email),
        payment: cardPayment(total(1)),
        idempotencyKey: randomUUID(),
      });
      expect(created.statusCode, created.body).toBe(201);
      return { ...user, registration: await mine(user) };
    }

    /** The edit form's body: the registration's attendees as saved, plus `added`, paying with `key`. */
    const addBody = (saved: Saved, added: Json[], key: string): Json => ({
      eventId,
      type: 'GENERAL',
      attendees: [...saved.attendees.map(withoutStatus), ...added],
      payment: cardPayment(total(added.length)),
      idempotencyKey: key,
    });

    it('refuses the key of removed attendees for others added later (409): nobody added, nothing charged', async () => {
      const kai = await registered('Kai');
      const key = randomUUID();
      const lani = attendee({ firstName: 'Lani' });
      const added = await edit(kai, addBody(kai.registration, [lani], key));
      expect(added.statusCode, added.body).toBe(200);
      // Lani leaves again: nothing is refunded.
      const removed = await edit(kai, {
        eventId,
        type: 'GENERAL',
        attendees: kai.registration.attendees.map(withoutStatus),
        payment: null,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      const sent = api.payments.sent.length;

      const reused = await edit(kai, addBody(kai.registration, [attendee({ firstName: 'Moana' })], key));
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(KEY_REUSED_MESSAGE);
      // Sent again as it was first: Lani is not added back for free.
      const again = await edit(kai, addBody(kai.registration, [lani], key));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(KEY_SPENT_MESSAGE);

      expect(await attendeeNames(kai.registration.id)).toEqual(['Ann']);
      expect(api.payments.sent.length).toBe(sent);
    });

    it('refuses the key of a standing edit for other newcomers, or a new registration from another account (409)', async () => {
      const noa = await registered('Noa');
      const key = randomUUID();
      const lani = attendee({ firstName: 'Lani' });
      const added = await edit(noa, addBody(noa.registration, [lani], key));
      expect(added.statusCode, added.body).toBe(200);
      const sent = api.payments.sent.length;

      const other = await edit(noa, addBody(noa.registration, [attendee({ firstName: 'Moana' })], key));
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(KEY_REUSED_MESSAGE);
      expect(await attendeeNames(noa.registration.id)).toEqual(['Ann', 'Lani']);

      const stranger = await api.idp.newSignedInUser({ givenName: 'Pua', familyName: 'Payer' });
      const theirs = await api.post(stranger, {
        ...generalPayload(eventId, stranger.email),
        payment: cardPayment(total(1)),
        idempotencyKey: key,
      });
      expect(theirs.statusCode).toBe(409);
      expect(theirs.json().message).toBe(KEY_REUSED_MESSAGE);
      expect(
        (await api.app.inject({ url: `${API}/registrations/me/event/${eventId}`, headers: bearer(stranger) }))
          .statusCode,
      ).toBe(404);
      expect(api.payments.sent.length).toBe(sent);

      // The same edit again is still answered as the first time, adding nobody twice.
      const retried = await edit(noa, addBody(noa.registration, [lani], key));
      expect(retried.statusCode).toBe(200);
      expect(await attendeeNames(noa.registration.id)).toEqual(['Ann', 'Lani']);
    });
  });
});
