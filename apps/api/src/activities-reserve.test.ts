import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FULLY_REGISTERED_MESSAGE } from '@festival/server-activities';
import { delegationKeys, insertSubEvents, subEvents } from '@festival/server-events';
import { registrations } from '@festival/server-registrations';
import { DECLINED_MESSAGE, payments as paymentsTable, SANDBOX_CARDS } from '@festival/server-payments';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  API,
  bearer,
  cardPayment,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  UNKNOWN_ID,
  type ActivitiesApi,
  type Json,
} from './test-activities';

const choose = (ids: string[], paying = ids.length) => ids.map((id, i) => ({ id, isPayment: i < paying }));

describe(`activity reservations: POST, available slot and the list (${engine})`, () => {
  let api: ActivitiesApi;
  let { app, ann, bob, annAttendees, bobAttendees, reserve, slot, recordsAt, placesHeld } = {} as ActivitiesApi;
  beforeAll(async () => {
    api = await startActivitiesApi();
    ({ app, ann, bob, annAttendees, bobAttendees, reserve, slot, recordsAt, placesHeld } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  describe('GET /sub-events/{id}/available-slot', () => {
    it('answers the places left, never below zero', async () => {
      const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: true });
      expect((await slot(ann, subEventId)).json()).toEqual({ data: { availableSlot: 2 } });
      await reserve(ann, { subEventId, attendees: choose(annAttendees) });
      expect((await slot(bob, subEventId)).json()).toEqual({ data: { availableSlot: 0 } });
    });

    it('answers 404 for an unknown or inactive activity, 400 for a bad type, 401 without a token', async () => {
      expect((await slot(ann, UNKNOWN_ID)).statusCode).toBe(404);
      const [{ id: inactive }] = await insertSubEvents(api.database.db, [
        {
          mainEventId: api.demoEventId,
          name: 'Closed',
          status: 'INACTIVE',
          capacity: 5,
          startDate: new Date('2027-07-02T19:00:00Z'),
          endDate: new Date('2027-07-02T20:00:00Z'),
        },
      ]);
      expect((await slot(ann, inactive)).statusCode).toBe(404);
      const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: false });
      const bad = await app.inject({
        url: `${API}/sub-events/${subEventId}/available-slot?type=VIP`,
        headers: bearer(ann),
      });
      expect(bad.statusCode).toBe(400);
      expect(
        (await app.inject({ url: `${API}/sub-events/${subEventId}/available-slot?type=GENERAL` })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /registrations/sub-event (free activity)', () => {
    it('books the attendees, counts the places and queues the confirmation email', async () => {
      const subEventId = await api.newActivity({ capacity: 10, isAllowWaitList: false });
      const response = await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 2)) });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.subEventId).toBe(subEventId);
      expect(data.payment).toBeNull();
      expect(data.records.map((r: Json) => [r.attendeeId, r.status, r.isPayment, r.waitlistPosition])).toEqual([
        [annAttendees[0], 'RESERVED', false, null],
        [annAttendees[1], 'RESERVED', false, null],
      ]);
      expect(data.records[0].attendeeName).toBe('Ann Kealoha');
      expect(await placesHeld(subEventId)).toBe(2);
      expect((await slot(ann, subEventId)).json().data.availableSlot).toBe(8);
      expect(await api.mailsTo(ann.email)).toEqual(
        expect.arrayContaining([expect.stringMatching(/: your places at Test activity/)]),
      );
    });

    it("refuses another user's attendee with 404 naming the field, and books nobody", async () => {
      const subEventId = await api.newActivity({ capacity: 10, isAllowWaitList: false });
      const response = await reserve(ann, { subEventId, attendees: choose([annAttendees[0], bobAttendees[0]]) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: 'Attendee not found',
        code: 'NOT_FOUND',
        errors: [{ field: 'attendees[1].id', message: 'No such attendee in your registration.' }],
      });
      expect(await recordsAt(subEventId)).toHaveLength(0);
      expect(await placesHeld(subEventId)).toBe(0);
    });

    it.each<[string, (subEventId: string, ids: string[]) => Json]>([
      ['no attendees', (subEventId) => ({ subEventId, attendees: [] })],
      ['an attendee id that is no uuid', (subEventId) => ({ subEventId, attendees: [{ id: 'x', isPayment: true }] })],
      ['an attendee twice', (subEventId, ids) => ({ subEventId, attendees: choose([ids[0], ids[0]]) })],
      ['a field the contract lacks', (subEventId, ids) => ({ subEventId, attendees: choose(ids), fee: 0 })],
      ['no subEventId', (_s, ids) => ({ attendees: choose(ids) })],
    ])('answers 400 to %s and books nobody', async (_case, body) => {
      const subEventId = await api.newActivity({ capacity: 10, isAllowWaitList: false });
      const response = await reserve(ann, body(subEventId, annAttendees));
      expect(response.statusCode).toBe(400);
      expect(await recordsAt(subEventId)).toHaveLength(0);
    });

    it('answers 404 for an unknown activity and 422 for a user not registered for its event', async () => {
      expect((await reserve(ann, { subEventId: UNKNOWN_ID, attendees: choose(annAttendees) })).statusCode).toBe(404);
      const subEventId = await api.newActivity({ capacity: 10, isAllowWaitList: false });
      const carol = await api.idp.newSignedInUser({ givenName: 'Carol' });
      const response = await reserve(carol, { subEventId, attendees: choose(annAttendees) });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/register for the event first/);
      expect(await recordsAt(subEventId)).toHaveLength(0);
    }, 30_000);

    it('answers 409 when an attendee is already booked there', async () => {
      const subEventId = await api.newActivity({ capacity: 10, isAllowWaitList: false });
      expect((await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 1)) })).statusCode).toBe(201);
      const again = await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 2)) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already booked/);
      expect(await recordsAt(subEventId)).toHaveLength(1);
    });

    it('without a waitlist: refuses a group larger than the places, or books only those with places when the rest are flagged not paying', async () => {
      const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: false });
      const tooMany = await reserve(ann, { subEventId, attendees: choose(annAttendees) });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toMatch(/Only 2 places are left/);
      expect(await recordsAt(subEventId)).toHaveLength(0);
      // The Attention dialog's "reserve the remaining ones": the extra attendee flagged isPayment false.
      const remaining = await reserve(ann, { subEventId, attendees: choose(annAttendees, 2) });
      expect(remaining.statusCode).toBe(201);
      expect(remaining.json().data.records.map((r: Json) => r.attendeeId)).toEqual(annAttendees.slice(0, 2));
      const full = await reserve(bob, { subEventId, attendees: choose(bobAttendees) });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(FULLY_REGISTERED_MESSAGE);
    });

    it('with a waitlist: places in the order given, the rest wait in arrival order', async () => {
      const subEventId = await api.newActivity({ capacity: 1, isAllowWaitList: true });
      const response = await reserve(ann, { subEventId, attendees: choose(annAttendees, 1) });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.records.map((r: Json) => [r.status, r.waitlistPosition])).toEqual([
        ['RESERVED', null],
        ['WAITING_LIST', 1],
        ['WAITING_LIST', 2],
      ]);
      const bobs = await reserve(bob, { subEventId, attendees: choose(bobAttendees, 0) });
      expect(bobs.json().data.records.map((r: Json) => [r.status, r.waitlistPosition])).toEqual([['WAITING_LIST', 3]]);
      expect(await placesHeld(subEventId)).toBe(1);
      expect(await api.mailsTo(bob.email)).toEqual(
        expect.arrayContaining([expect.stringMatching(/you are on the waitlist/)]),
      );
    });
  });

  describe('POST /registrations/sub-event after a staff change the kept activity does not show yet', () => {
    // The booking's first read of the activity is kept a few seconds (the public reads); another
    // replica's staff change reaches this one only within that time. Written here straight to the
    // database, after a booking has read (and kept) the activity: the booking must still decide on
    // the activity as it is under its row lock.
    type Change = Partial<typeof subEvents.$inferInsert>;
    const staleCases: [string, { capacity: number; isAllowWaitList: boolean }, Change, number, RegExp | null][] = [
      ['cancelled: 404', { capacity: 10, isAllowWaitList: true }, { status: 'CANCELLED' }, 404, /Activity not found/],
      [
        'made inactive: 404',
        { capacity: 10, isAllowWaitList: true },
        { status: 'INACTIVE' },
        404,
        /Activity not found/,
      ],
      [
        'capacity lowered to the places held: full',
        { capacity: 10, isAllowWaitList: false },
        { capacity: 1 },
        409,
        null,
      ],
      [
        'made paid: the fee is asked for',
        { capacity: 10, isAllowWaitList: false },
        { activityRegistrationFee: 2500 },
        422,
        /A payment of/,
      ],
      [
        'waitlist turned off when full: refused',
        { capacity: 1, isAllowWaitList: true },
        { isAllowWaitList: false },
        409,
        null,
      ],
    ];

    it.each(staleCases)('%s, booking nobody', async (_case, activity, change, status, message) => {
      const subEventId = await api.newActivity(activity);
      expect((await reserve(bob, { subEventId, attendees: choose(bobAttendees) })).statusCode).toBe(201);
      await api.database.db.update(subEvents).set(change).where(eq(subEvents.id, subEventId));
      const response = await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 1)) });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message ?? FULLY_REGISTERED_MESSAGE);
      expect((await recordsAt(subEventId)).map((r) => r.attendeeId)).toEqual(bobAttendees);
      expect(await placesHeld(subEventId)).toBe(1);
    });

    it('waitlist turned on when full: the newcomer waits; capacity raised: the newcomer gets a place', async () => {
      const waitlisted = await api.newActivity({ capacity: 1, isAllowWaitList: false });
      const raised = await api.newActivity({ capacity: 1, isAllowWaitList: false });
      for (const subEventId of [waitlisted, raised])
        expect((await reserve(bob, { subEventId, attendees: choose(bobAttendees) })).statusCode).toBe(201);
      await api.database.db.update(subEvents).set({ isAllowWaitList: true }).where(eq(subEvents.id, waitlisted));
      await api.database.db.update(subEvents).set({ capacity: 2 }).where(eq(subEvents.id, raised));
      const waits = await reserve(ann, { subEventId: waitlisted, attendees: choose(annAttendees.slice(0, 1)) });
      expect(waits.statusCode).toBe(201);
      expect(waits.json().data.records.map((r: Json) => [r.status, r.waitlistPosition])).toEqual([['WAITING_LIST', 1]]);
      const placed = await reserve(ann, { subEventId: raised, attendees: choose(annAttendees.slice(0, 1)) });
      expect(placed.json().data.records.map((r: Json) => r.status)).toEqual(['RESERVED']);
      expect(await placesHeld(raised)).toBe(2);
    });
  });

  describe('POST /registrations/sub-event (paid activity)', () => {
    const fee = 2500;
    const total = (n: number) => calculateFees(fee, n).totalCents;
    const paid = (subEventId: string, ids: string[], amount: number, card?: string, key = randomUUID()) => ({
      subEventId,
      attendees: choose(ids),
      payment: cardPayment(amount, card),
      idempotencyKey: key,
    });

    it.each<[string, (subEventId: string) => Json, RegExp]>([
      [
        'no payment',
        (s) => ({ subEventId: s, attendees: choose(annAttendees.slice(0, 2)) }),
        /A payment of \$51\.81 is required/,
      ],
      ['another amount', (s) => paid(s, annAttendees.slice(0, 2), 5000), /must be \$51\.81 .*not \$50\.00/],
      [
        'a payment without an idempotency key',
        (s) => ({ subEventId: s, attendees: choose(annAttendees.slice(0, 2)), payment: cardPayment(total(2)) }),
        /idempotencyKey/,
      ],
    ])('answers 422 to %s, charging and booking nothing', async (_case, body, message) => {
      const subEventId = await api.newActivity({ capacity: 10, isAllowWaitList: false, fee });
      const charges = api.payments.sent.length;
      const response = await reserve(ann, body(subEventId));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(message);
      expect(await recordsAt(subEventId)).toHaveLength(0);
      expect(await placesHeld(subEventId)).toBe(0);
      expect(api.payments.sent.length).toBe(charges);
    });

    it('answers 422 to a payment where nothing is to pay (free activity, or only waiting attendees)', async () => {
      const free = await api.newActivity({ capacity: 10, isAllowWaitList: false });
      const response = await reserve(ann, paid(free, annAttendees.slice(0, 1), 106));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/No payment is needed/);
      const full = await api.newActivity({ capacity: 0, isAllowWaitList: true, fee });
      expect((await reserve(ann, paid(full, annAttendees.slice(0, 1), total(1)))).statusCode).toBe(422);
      expect(await recordsAt(free)).toHaveLength(0);
      expect(await recordsAt(full)).toHaveLength(0);
    });

    it('charges the server figure for the attendees with places and reserves them with a receipt', async () => {
      const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: true, fee });
      // Three chosen, two places: the client flags the third not paying; the server agrees.
      const response = await reserve(ann, {
        subEventId,
        attendees: choose(annAttendees, 2),
        payment: cardPayment(total(2)),
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.payment).toMatchObject({ status: 'APPROVED', amount: 5181, currency: 'USD', cardLast4: '1111' });
      expect(data.records.map((r: Json) => [r.status, r.isPayment])).toEqual([
        ['RESERVED', true],
        ['RESERVED', true],
        ['WAITING_LIST', false],
      ]);
      expect(api.payments.sent.at(-1)).toMatchObject({ amountCents: 5181 });
      const [row] = await api.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, data.payment.id));
      expect(row).toMatchObject({
        amount: 5181,
        purpose: 'SUB_EVENT',
        referenceId: subEventId,
        status: 'APPROVED',
        fulfilledAt: expect.any(Date),
      });
      expect((await recordsAt(subEventId)).filter((r) => r.paymentId === data.payment.id)).toHaveLength(2);
      expect(await placesHeld(subEventId)).toBe(2);
    });

    it('DELEGATE attendees never pay', async () => {
      const [carol] = await api.crowd(1);
      // A delegate registration, written directly: only its type matters here.
      const [key] = await api.database.db
        .insert(delegationKeys)
        .values({ mainEventId: api.demoEventId, keyHash: randomUUID(), delegationName: 'Aotearoa' })
        .returning();
      await api.database.db
        .update(registrations)
        .set({ type: 'DELEGATE', delegationKeyId: key.id })
        .where(
          eq(registrations.userId, (await app.inject({ url: `${API}/me`, headers: bearer(carol) })).json().data.id),
        );
      const subEventId = await api.newActivity({ capacity: 5, isAllowWaitList: false, fee });
      const response = await reserve(carol, { subEventId, attendees: choose([carol.attendeeId]) });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.records[0]).toMatchObject({ status: 'RESERVED', isPayment: false });
    });

    it('a declined card reserves nothing and says why', async () => {
      const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: true, fee });
      const response = await reserve(ann, paid(subEventId, annAttendees.slice(0, 2), total(2), SANDBOX_CARDS.declined));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(`${DECLINED_MESSAGE} Nothing was reserved.`);
      expect((await recordsAt(subEventId)).map((r) => r.status)).toEqual(['CANCELED', 'CANCELED']);
      expect(await placesHeld(subEventId)).toBe(0);
      expect((await slot(bob, subEventId)).json().data.availableSlot).toBe(2);
    });

    it('a gateway timeout keeps the places held until reconciliation settles them', async () => {
      const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: false, fee });
      const response = await reserve(ann, paid(subEventId, annAttendees.slice(0, 2), total(2), SANDBOX_CARDS.timeout));
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data.payment.status).toBe('PENDING');
      expect(data.records.map((r: Json) => r.status)).toEqual(['WAITING_LIST', 'WAITING_LIST']);
      expect(await placesHeld(subEventId)).toBe(2);
      // Nobody may cancel a booking whose payment is in flight.
      expect((await api.cancel(ann, subEventId)).statusCode).toBe(409);
      // The sandbox's bank charged the card: the sweep finds the approval.
      await api.reconcile();
      expect((await recordsAt(subEventId)).map((r) => r.status)).toEqual(['RESERVED', 'RESERVED']);
      expect(await placesHeld(subEventId)).toBe(2);

      const other = await api.newActivity({ capacity: 3, isAllowWaitList: false, fee });
      const pending = await reserve(
        ann,
        paid(other, annAttendees.slice(0, 1), total(1), SANDBOX_CARDS.timeoutDeclined),
      );
      expect(pending.json().data.payment.status).toBe('PENDING');
      await api.reconcile();
      expect((await recordsAt(other)).map((r) => r.status)).toEqual(['CANCELED']);
      expect(await placesHeld(other)).toBe(0);
    });

    it('a retried or double-clicked submit with the same key charges once and answers the same', async () => {
      const subEventId = await api.newActivity({ capacity: 5, isAllowWaitList: false, fee });
      const body = paid(subEventId, annAttendees.slice(0, 2), total(2));
      const charges = api.payments.sent.length;
      const [first, second] = await Promise.all([reserve(ann, body), reserve(ann, body)]);
      const third = await reserve(ann, body);
      for (const response of [first, second, third]) expect([200, 201]).toContain(response.statusCode);
      expect(api.payments.sent.length - charges).toBe(1);
      const records = await recordsAt(subEventId);
      expect(records.map((r) => r.status)).toEqual(['RESERVED', 'RESERVED']);
      expect(third.json().data).toEqual({ ...first.json().data, records: third.json().data.records });
      expect(third.json().data.payment.id).toBe(first.json().data.payment.id);
      expect(await placesHeld(subEventId)).toBe(2);
    });
  });

  describe('GET /registrations/me/event/{id}/sub-event', () => {
    it("lists the event's ACTIVE activities with places left and the caller's records, paged and searchable", async () => {
      const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: true });
      await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 1)) });
      const { name } = (await app.inject({ url: `${API}/events/${api.demoEventId}` }))
        .json()
        .data.subEvents.find((s: Json) => s.id === subEventId);
      const list = await app.inject({
        url: `${API}/registrations/me/event/${api.demoEventId}/sub-event`,
        query: { search: name, take: '5', skip: '0', sort: 'name', order: 'desc' },
        headers: bearer(ann),
      });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body).toMatchObject({ totalRecords: 1, payloadSize: 1, hasNext: false });
      expect(body.data[0]).toMatchObject({ id: subEventId, availableSlot: 2, numRegistration: 1, status: 'ACTIVE' });
      expect(body.data[0].registrations).toEqual([
        expect.objectContaining({ attendeeId: annAttendees[0], status: 'RESERVED', attendeeName: 'Ann Kealoha' }),
      ]);
      // Bob sees the same activity without Ann's records.
      const bobs = await app.inject({
        url: `${API}/registrations/me/event/${api.demoEventId}/sub-event`,
        query: { search: name },
        headers: bearer(bob),
      });
      expect(bobs.json().data[0].registrations).toEqual([]);

      const all = await app.inject({
        url: `${API}/registrations/me/event/${api.demoEventId}/sub-event`,
        query: { take: '3' },
        headers: bearer(ann),
      });
      expect(all.json()).toMatchObject({ payloadSize: 3, hasNext: true });
      expect(all.json().data.every((s: Json) => s.status === 'ACTIVE')).toBe(true);
    });

    it("reads places left and the caller's records fresh while the page is kept", async () => {
      const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: false });
      // From the database: the public /events/{id} may still be the copy kept from before the insert.
      const [{ name }] = await api.database.db.select().from(subEvents).where(eq(subEvents.id, subEventId));
      const listed = async (user: typeof ann) =>
        (
          await app.inject({
            url: `${API}/registrations/me/event/${api.demoEventId}/sub-event`,
            query: { search: name, take: '100' },
            headers: bearer(user),
          })
        )
          .json()
          .data.find((s: Json) => s.id === subEventId);
      expect(await listed(ann)).toMatchObject({
        id: subEventId,
        availableSlot: 3,
        numRegistration: 0,
        registrations: [],
      });
      expect((await reserve(bob, { subEventId, attendees: choose(bobAttendees) })).statusCode).toBe(201);
      expect(await listed(ann)).toMatchObject({ availableSlot: 2, numRegistration: 1, registrations: [] });
      expect((await listed(bob)).registrations).toEqual([
        expect.objectContaining({ attendeeId: bobAttendees[0], status: 'RESERVED' }),
      ]);
      expect((await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 2)) })).statusCode).toBe(201);
      expect(await listed(ann)).toMatchObject({ availableSlot: 0, numRegistration: 3 });
      expect((await listed(ann)).registrations).toHaveLength(2);
    });

    it('answers 404 for an unknown event and 400 for an unknown sort', async () => {
      expect(
        (await app.inject({ url: `${API}/registrations/me/event/${UNKNOWN_ID}/sub-event`, headers: bearer(ann) }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await app.inject({
            url: `${API}/registrations/me/event/${api.demoEventId}/sub-event?sort=capacity`,
            headers: bearer(ann),
          })
        ).statusCode,
      ).toBe(400);
    });
  });
});
