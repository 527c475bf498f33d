import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_UNFINISHED_MESSAGE } from '@festival/server-activities';
import { gatewayReference, payments as paymentsTable, VOIDED_MESSAGE } from '@festival/server-payments';
import { subEventRegistrations } from '@festival/server-activities';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  cardPayment,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  type ActivitiesApi,
  type Json,
} from './test-activities';

// Payments at an activity beyond a first booking: an edit that adds paying attendees, and an
// approved charge whose booking the database failed to complete (reconciled, never half-done).
// Through the real payments module and the sandbox gateway.

const choose = (ids: string[], paying = ids.length) => ids.map((id, i) => ({ id, isPayment: i < paying }));

describe(`activity payments: edits and reconciliation (${engine})`, () => {
  let api: ActivitiesApi;
  let { ann, annAttendees, reserve, change, cancel, recordsAt, placesHeld } = {} as ActivitiesApi;
  beforeAll(async () => {
    api = await startActivitiesApi();
    ({ ann, annAttendees, reserve, change, cancel, recordsAt, placesHeld } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const fee = 2500;
  const total = (n: number) => calculateFees(fee, n).totalCents;
  const paymentRow = async (id: string) =>
    (await api.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, id)))[0];

  describe('PUT /registrations/sub-event/{id} adding GENERAL attendees to a paid activity', () => {
    async function bookedOne() {
      const subEventId = await api.newActivity({ capacity: 5, isAllowWaitList: false, fee });
      const first = await reserve(ann, {
        subEventId,
        attendees: choose(annAttendees.slice(0, 1)),
        payment: cardPayment(total(1)),
        idempotencyKey: randomUUID(),
      });
      expect(first.statusCode).toBe(201);
      return { subEventId, firstPayment: first.json().data.payment.id as string };
    }

    it.each<[string, (subEventId: string) => Json, RegExp]>([
      ['no payment', (s) => ({ subEventId: s, attendees: choose(annAttendees) }), /A payment of \$51\.81 is required/],
      [
        'the amount of all three instead of the two added',
        (s) => ({
          subEventId: s,
          attendees: choose(annAttendees),
          payment: cardPayment(total(3)),
          idempotencyKey: randomUUID(),
        }),
        /must be \$51\.81 .*not \$77\.55/,
      ],
    ])(
      'refuses an edit adding two paying attendees with %s (422), changing and charging nothing',
      async (_c, body, message) => {
        const { subEventId } = await bookedOne();
        const sent = api.payments.sent.length;
        const response = await change(ann, subEventId, body(subEventId));
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toMatch(message);
        expect((await recordsAt(subEventId)).map((r) => [r.attendeeId, r.status])).toEqual([
          [annAttendees[0], 'RESERVED'],
        ]);
        expect(await placesHeld(subEventId)).toBe(1);
        expect(api.payments.sent.length).toBe(sent);
      },
    );

    it('charges only the newcomers (fees plus card fee) and reserves them with the receipt', async () => {
      const { subEventId, firstPayment } = await bookedOne();
      const response = await change(ann, subEventId, {
        subEventId,
        attendees: choose(annAttendees),
        payment: cardPayment(total(2)),
        idempotencyKey: randomUUID(),
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(total(2)).toBe(5181);
      expect(data.payment).toMatchObject({ status: 'APPROVED', amount: 5181, currency: 'USD' });
      expect(api.payments.sent.at(-1)).toMatchObject({ amountCents: 5181 });
      expect(data.records.map((r: Json) => [r.attendeeId, r.status, r.isPayment])).toEqual([
        [annAttendees[0], 'RESERVED', true],
        [annAttendees[1], 'RESERVED', true],
        [annAttendees[2], 'RESERVED', true],
      ]);
      const rows = await recordsAt(subEventId);
      expect(rows.filter((r) => r.paymentId === firstPayment)).toHaveLength(1);
      expect(rows.filter((r) => r.paymentId === data.payment.id)).toHaveLength(2);
      expect(await placesHeld(subEventId)).toBe(3);
      expect(await paymentRow(data.payment.id)).toMatchObject({ fulfilledAt: expect.any(Date) });
    });

    it('removing attendees frees their places and refunds nothing (non-refundable)', async () => {
      const { subEventId, firstPayment } = await bookedOne();
      await change(ann, subEventId, {
        subEventId,
        attendees: choose(annAttendees.slice(0, 2)),
        payment: cardPayment(total(1)),
        idempotencyKey: randomUUID(),
      });
      expect(await placesHeld(subEventId)).toBe(2);
      const removed = await change(ann, subEventId, { subEventId, attendees: choose(annAttendees.slice(1, 2)) });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.payment).toBeNull();
      expect(await placesHeld(subEventId)).toBe(1);
      expect((await api.slot(ann, subEventId)).json().data.availableSlot).toBe(4);
      await api.reconcile();
      expect(await paymentRow(firstPayment)).toMatchObject({ status: 'APPROVED' });
      expect(api.payments.gateway.voids().size).toBe(0);
    });
  });

  describe('an approved charge followed by a database failure', () => {
    /** A real failure of the database on the step after the charge: reserving the held places. */
    async function failReservingAt(subEventId: string) {
      await api.database.db.execute(
        sql.raw(`CREATE OR REPLACE FUNCTION test_injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'injected database failure'; END $$`),
      );
      await api.database.db.execute(
        sql.raw(`CREATE TRIGGER test_injected_failure BEFORE UPDATE ON sub_event_registrations FOR EACH ROW
          WHEN (OLD.status = 'WAITING_LIST' AND NEW.status = 'RESERVED' AND NEW.sub_event_id = '${subEventId}')
          EXECUTE FUNCTION test_injected_failure()`),
      );
      return () => api.database.db.execute(sql.raw('DROP TRIGGER test_injected_failure ON sub_event_registrations'));
    }

    async function chargedThenFailed() {
      const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: false, fee });
      const recover = await failReservingAt(subEventId);
      const key = randomUUID();
      const response = await reserve(ann, {
        subEventId,
        attendees: choose(annAttendees.slice(0, 2)),
        payment: cardPayment(total(2)),
        idempotencyKey: key,
      });
      await recover();
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(PAYMENT_UNFINISHED_MESSAGE);
      const [payment] = await api.database.db.select().from(paymentsTable).where(eq(paymentsTable.idempotencyKey, key));
      // Charged, not yet fulfilled; the places still held for it (nobody else can take them).
      expect(payment).toMatchObject({ status: 'APPROVED', amount: total(2), fulfilledAt: null });
      expect((await recordsAt(subEventId)).map((r) => [r.status, r.heldUntil !== null])).toEqual([
        ['WAITING_LIST', true],
        ['WAITING_LIST', true],
      ]);
      expect(await placesHeld(subEventId)).toBe(2);
      return { subEventId, payment, key };
    }

    it('is completed by reconciliation: the places reserved with the payment, once', async () => {
      const { subEventId, payment } = await chargedThenFailed();
      // Nobody may cancel while the payment is unfinished... the held places are the payment's.
      await api.reconcile();
      const rows = await recordsAt(subEventId);
      expect(rows.map((r) => [r.status, r.paymentId])).toEqual([
        ['RESERVED', payment.id],
        ['RESERVED', payment.id],
      ]);
      expect(await placesHeld(subEventId)).toBe(2);
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'APPROVED', fulfilledAt: expect.any(Date) });
      expect(await api.mailsTo(ann.email)).toEqual(expect.arrayContaining([expect.stringMatching(/your places at/)]));
      // A second sweep changes nothing.
      await api.reconcile();
      expect((await recordsAt(subEventId)).map((r) => r.status)).toEqual(['RESERVED', 'RESERVED']);
      expect(api.payments.gateway.voids().has(gatewayReference(payment.id))).toBe(false);
      // Paid places can be given back later, but the payment stands (non-refundable).
      expect((await cancel(ann, subEventId)).statusCode).toBe(200);
      await api.reconcile();
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'APPROVED' });
    });

    it('is voided by reconciliation when the hold lapsed first: no charge without a reservation', async () => {
      const { subEventId, payment } = await chargedThenFailed();
      // The hold lapses before the sweep comes (e.g. the sweep was down): the places go back.
      await api.database.db
        .update(subEventRegistrations)
        .set({ heldUntil: new Date(Date.now() - 60_000) })
        .where(eq(subEventRegistrations.subEventId, subEventId));
      await api.handlers['expire-activity-holds']();
      expect((await recordsAt(subEventId)).map((r) => r.status)).toEqual(['CANCELED', 'CANCELED']);
      expect(await placesHeld(subEventId)).toBe(0);

      await api.reconcile();
      expect(await paymentRow(payment.id)).toMatchObject({
        status: 'VOIDED',
        message: VOIDED_MESSAGE,
        fulfilledAt: expect.any(Date),
      });
      expect(api.payments.gateway.voids().get(gatewayReference(payment.id))).toBe(payment.transactionId);
      expect((await recordsAt(subEventId)).map((r) => r.status)).toEqual(['CANCELED', 'CANCELED']);
      expect(await placesHeld(subEventId)).toBe(0);
    });

    it('a retry of the same submit after the failure completes it without a second charge', async () => {
      const { subEventId, payment, key } = await chargedThenFailed();
      const sent = api.payments.sent.length;
      const retry = await reserve(ann, {
        subEventId,
        attendees: choose(annAttendees.slice(0, 2)),
        payment: cardPayment(total(2)),
        idempotencyKey: key,
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.payment).toMatchObject({ id: payment.id, status: 'APPROVED' });
      expect(retry.json().data.records.map((r: Json) => r.status)).toEqual(['RESERVED', 'RESERVED']);
      expect(api.payments.sent.length).toBe(sent);
      expect(await paymentRow(payment.id)).toMatchObject({ fulfilledAt: expect.any(Date) });
    });
  });
});
