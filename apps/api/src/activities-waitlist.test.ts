import { randomUUID } from 'node:crypto';
import { activityJobs, promoteWaitlist } from '@festival/server-activities';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  cardPayment,
  engine,
  SETUP_TIMEOUT,
  startActivitiesApi,
  type ActivitiesApi,
  type Json,
} from './test-activities';

const choose = (ids: string[], paying = ids.length) => ids.map((id, i) => ({ id, isPayment: i < paying }));
const HOUR = 3_600_000;

describe(`activity changes, cancellations and the waitlist (${engine})`, () => {
  let api: ActivitiesApi;
  let { ann, bob, annAttendees, bobAttendees, reserve, change, cancel, recordsAt, placesHeld, jobs } =
    {} as ActivitiesApi;
  beforeAll(async () => {
    api = await startActivitiesApi();
    ({ ann, bob, annAttendees, bobAttendees, reserve, change, cancel, recordsAt, placesHeld, jobs } = api);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const statusOf = async (subEventId: string, attendeeId: string) =>
    (await recordsAt(subEventId)).filter((r) => r.attendeeId === attendeeId).map((r) => r.status);

  describe('PUT /registrations/sub-event/{id}', () => {
    it('cancels the attendees left out (freeing places, promoting the waitlist), keeps the others, adds new ones', async () => {
      const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: true });
      await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 2)) });
      expect((await reserve(bob, { subEventId, attendees: choose(bobAttendees, 0) })).statusCode).toBe(201);
      const kept = (await recordsAt(subEventId)).find((r) => r.attendeeId === annAttendees[0]);

      const response = await change(ann, subEventId, {
        subEventId,
        attendees: choose([annAttendees[0], annAttendees[2]]),
      });
      expect(response.statusCode).toBe(200);
      const records = response.json().data.records;
      // The freed place is not taken by Ann's newcomer: Bob was waiting first.
      expect(records.map((r: Json) => [r.attendeeId, r.status])).toEqual([
        [annAttendees[0], 'RESERVED'],
        [annAttendees[2], 'WAITING_LIST'],
      ]);
      expect(records[0].id).toBe(kept?.id);
      expect(await statusOf(subEventId, annAttendees[1])).toEqual(['CANCELED']);
      expect(await placesHeld(subEventId)).toBe(1);
      expect(jobs.sent).toContainEqual({ name: 'promote-waitlist', data: { subEventId } });

      await jobs.runSent();
      expect(await statusOf(subEventId, bobAttendees[0])).toEqual(['RESERVED']);
      expect(await statusOf(subEventId, annAttendees[2])).toEqual(['WAITING_LIST']);
      expect(await placesHeld(subEventId)).toBe(2);
      expect(await api.mailsTo(bob.email)).toEqual(
        expect.arrayContaining([expect.stringMatching(/you have a place at/)]),
      );
    });

    it('answers 400 when the body names another activity, 404 for another user’s attendee, and changes nothing', async () => {
      const subEventId = await api.newActivity({ capacity: 5, isAllowWaitList: false });
      const other = await api.newActivity({ capacity: 5, isAllowWaitList: false });
      await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 2)) });
      const before = await recordsAt(subEventId);
      expect((await change(ann, subEventId, { subEventId: other, attendees: choose(annAttendees) })).statusCode).toBe(
        400,
      );
      const stranger = await change(ann, subEventId, {
        subEventId,
        attendees: choose([annAttendees[0], bobAttendees[0]]),
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().errors).toEqual([
        { field: 'attendees[1].id', message: 'No such attendee in your registration.' },
      ]);
      expect(await recordsAt(subEventId)).toEqual(before);
      expect(await placesHeld(subEventId)).toBe(2);
    });
  });

  describe('DELETE /registrations/sub-event/{id}', () => {
    it("cancels all the caller's records there, frees the places, and leaves others' alone", async () => {
      const subEventId = await api.newActivity({ capacity: 4, isAllowWaitList: false });
      await reserve(ann, { subEventId, attendees: choose(annAttendees) });
      await reserve(bob, { subEventId, attendees: choose(bobAttendees) });
      const response = await cancel(ann, subEventId);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.records).toEqual([]);
      expect((await recordsAt(subEventId)).map((r) => r.status)).toEqual([
        'CANCELED',
        'CANCELED',
        'CANCELED',
        'RESERVED',
      ]);
      expect(await placesHeld(subEventId)).toBe(1);
      expect((await api.slot(ann, subEventId)).json().data.availableSlot).toBe(3);
      // Booking again after canceling makes new records (the old ones stay as history).
      expect((await reserve(ann, { subEventId, attendees: choose(annAttendees.slice(0, 1)) })).statusCode).toBe(201);
    });
  });

  describe('paid activity: offers', () => {
    const fee = 4000;
    const total = (n: number) => calculateFees(fee, n).totalCents;

    it('offers a freed place for the set time, and the waiting attendee takes it up by paying (PUT)', async () => {
      const subEventId = await api.newActivity({ capacity: 1, isAllowWaitList: true, fee });
      const paid = await reserve(ann, {
        subEventId,
        attendees: choose(annAttendees.slice(0, 1)),
        payment: cardPayment(total(1)),
        idempotencyKey: randomUUID(),
      });
      expect(paid.statusCode).toBe(201);
      // Bob only joins the waitlist: nothing to pay yet.
      expect((await reserve(bob, { subEventId, attendees: choose(bobAttendees, 0) })).statusCode).toBe(201);
      expect((await cancel(ann, subEventId)).statusCode).toBe(200);
      const started = Date.now();
      await jobs.runSent();

      const [offer] = await recordsAt(subEventId).then((rows) => rows.filter((r) => r.attendeeId === bobAttendees[0]));
      expect(offer.status).toBe('WAITING_LIST');
      expect((offer.heldUntil as Date).getTime() - started).toBeGreaterThan(23.9 * HOUR);
      expect((offer.heldUntil as Date).getTime() - started).toBeLessThan(24.1 * HOUR);
      expect(await placesHeld(subEventId)).toBe(1);
      expect((await api.slot(bob, subEventId)).json().data.availableSlot).toBe(0);
      const mails = await api.mailsTo(bob.email);
      expect(mails).toEqual(expect.arrayContaining([expect.stringMatching(/a place at .* is waiting for you/)]));

      const mine = await api.app.inject({
        url: `/api-svc/v1/registrations/me/event/${api.demoEventId}/sub-event`,
        query: { take: '100' },
        headers: { authorization: `Bearer ${bob.idToken}` },
      });
      const listed = mine.json().data.find((s: Json) => s.id === subEventId);
      expect(listed.registrations[0]).toMatchObject({ status: 'WAITING_LIST', waitlistPosition: null });
      expect(listed.registrations[0].offerExpiresAt).toBe((offer.heldUntil as Date).toISOString());

      // Without paying, the offer is not taken up; with the server's amount it is.
      expect((await change(bob, subEventId, { subEventId, attendees: choose(bobAttendees) })).statusCode).toBe(422);
      const accepted = await change(bob, subEventId, {
        subEventId,
        attendees: choose(bobAttendees),
        payment: cardPayment(total(1)),
        idempotencyKey: randomUUID(),
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data.payment).toMatchObject({ status: 'APPROVED', amount: total(1) });
      expect(accepted.json().data.records[0]).toMatchObject({
        status: 'RESERVED',
        isPayment: true,
        offerExpiresAt: null,
      });
      expect(await placesHeld(subEventId)).toBe(1);
    });

    it('an offer not taken up in time is canceled and passes to the next waiting attendee', async () => {
      const subEventId = await api.newActivity({ capacity: 1, isAllowWaitList: true, fee });
      const [first, second] = await api.crowd(2);
      await reserve(ann, {
        subEventId,
        attendees: choose(annAttendees.slice(0, 1)),
        payment: cardPayment(total(1)),
        idempotencyKey: randomUUID(),
      });
      for (const user of [first, second]) await reserve(user, { subEventId, attendees: choose([user.attendeeId], 0) });
      await cancel(ann, subEventId);
      await jobs.runSent();
      expect(await statusOf(subEventId, first.attendeeId)).toEqual(['WAITING_LIST']);

      const later = activityJobs({ ...api.deps, now: () => new Date(Date.now() + 25 * HOUR) });
      await later['expire-activity-holds']();
      expect(await statusOf(subEventId, first.attendeeId)).toEqual(['CANCELED']);
      const [next] = (await recordsAt(subEventId)).filter((r) => r.attendeeId === second.attendeeId);
      expect(next.status).toBe('WAITING_LIST');
      expect((next.heldUntil as Date).getTime()).toBeGreaterThan(Date.now() + 48 * HOUR);
      expect(await placesHeld(subEventId)).toBe(1);
    });
  });

  describe('promoteWaitlist', () => {
    it('run twice at the same time gives each freed place once, first come first served', async () => {
      const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: true });
      const people = await api.crowd(7);
      for (const user of people) await reserve(user, { subEventId, attendees: choose([user.attendeeId]) });
      // Two of the three holders leave; the job is not run by the queue here, but twice at once.
      await cancel(people[0], subEventId);
      await cancel(people[1], subEventId);
      jobs.sent.splice(0);
      const runs = await Promise.all([
        promoteWaitlist(api.database.db, subEventId, api.deps),
        promoteWaitlist(api.database.db, subEventId, api.deps),
      ]);
      expect(
        runs
          .flat()
          .map((r) => r.attendeeId)
          .sort(),
      ).toEqual([people[3].attendeeId, people[4].attendeeId].sort());
      const statuses = await Promise.all(people.map((p) => statusOf(subEventId, p.attendeeId)));
      expect(statuses.map((s) => s.at(-1))).toEqual([
        'CANCELED',
        'CANCELED',
        'RESERVED',
        'RESERVED',
        'RESERVED',
        'WAITING_LIST',
        'WAITING_LIST',
      ]);
      expect(await placesHeld(subEventId)).toBe(3);
      // Nothing more to give: a third run changes nothing.
      expect(await promoteWaitlist(api.database.db, subEventId, api.deps)).toEqual([]);
    });
  });
});
