import { eq, inArray, sql } from 'drizzle-orm';
import { FULLY_REGISTERED_MESSAGE, subEventRegistrations } from '@festival/server-activities';
import { subEvents } from '@festival/server-events';
import { registrationAttendees } from '@festival/server-registrations';
import { engine, SETUP_TIMEOUT, startActivitiesApi, type ActivitiesApi } from './test-activities';

type NewcomersBooking = Parameters<ActivitiesApi['deps']['newcomers']['submit']>[1];

// SPEC.md §4 / issue 10 point 4: the check and the insert are one transaction under the
// activity's row lock, so no burst of requests over-books it.
describe(`activity reservations under concurrency (${engine})`, () => {
  let api: ActivitiesApi;
  let crowd: Awaited<ReturnType<ActivitiesApi['crowd']>>;
  beforeAll(async () => {
    api = await startActivitiesApi();
    crowd = await api.crowd(200);
  }, SETUP_TIMEOUT);
  afterAll(() => api?.close());

  const statuses = async (subEventId: string) => {
    const counts: Record<string, number> = {};
    for (const r of await api.recordsAt(subEventId)) counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  };
  const fireAll = (subEventId: string) =>
    Promise.all(
      crowd.map((user) => api.reserve(user, { subEventId, attendees: [{ id: user.attendeeId, isPayment: true }] })),
    );

  it('gives 20 places to 200 people at once and waitlists the other 180, in arrival order', async () => {
    const subEventId = await api.newActivity({ capacity: 20, isAllowWaitList: true });
    const responses = await fireAll(subEventId);
    expect(responses.map((r) => r.statusCode).every((code) => code === 201)).toBe(true);
    expect(await statuses(subEventId)).toEqual({ RESERVED: 20, WAITING_LIST: 180 });
    expect(await api.placesHeld(subEventId)).toBe(20);
    // Every place went before any wait: the first 20 arrivals (by seq) hold them.
    const records = await api.recordsAt(subEventId);
    expect(records.slice(0, 20).every((r) => r.status === 'RESERVED')).toBe(true);
    const positions = responses
      .map((r) => r.json().data.records[0].waitlistPosition)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    expect(positions).toHaveLength(180);
    expect(new Set(positions).size).toBe(180);
  }, 120_000);

  it('gives 20 places to 200 people at once and refuses the other 180 where there is no waitlist', async () => {
    const subEventId = await api.newActivity({ capacity: 20, isAllowWaitList: false });
    const responses = await fireAll(subEventId);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(180);
    expect(refused.every((r) => r.statusCode === 409 && r.json().message === FULLY_REGISTERED_MESSAGE)).toBe(true);
    expect(await statuses(subEventId)).toEqual({ RESERVED: 20 });
    expect(await api.placesHeld(subEventId)).toBe(20);
  }, 120_000);

  it('a newcomer arriving while another booking holds the lock counts the attendees that booking waitlisted', async () => {
    // A place is free but someone waits for it (freed a moment ago, the promotion not run yet);
    // another booking holds the activity's lock and adds a waiting attendee. A newcomer sent now
    // waits for the lock, then must see both: no place for them, third in line.
    const subEventId = await api.newActivity({ capacity: 1, isAllowWaitList: true });
    const [early, during, late] = crowd.slice(-3);
    const recordOf = async (attendeeId: string) => {
      const [attendee] = await api.database.db
        .select()
        .from(registrationAttendees)
        .where(eq(registrationAttendees.id, attendeeId));
      return { subEventId, registrationId: attendee.registrationId, attendeeId, status: 'WAITING_LIST' as const };
    };
    await api.database.db.insert(subEventRegistrations).values(await recordOf(early.attendeeId));
    const duringRecord = await recordOf(during.attendeeId);
    let answer: ReturnType<ActivitiesApi['reserve']> | undefined;
    await api.database.db.transaction(async (tx) => {
      await tx.select().from(subEvents).where(eq(subEvents.id, subEventId)).for('update');
      await tx.insert(subEventRegistrations).values(duringRecord);
      answer = api.reserve(late, { subEventId, attendees: [{ id: late.attendeeId, isPayment: true }] });
      // On PostgreSQL, until the newcomer's statement waits for this lock (PGlite runs it after).
      for (let i = 0; engine === 'PostgreSQL' && i < 100; i += 1) {
        const waiting = (await tx.execute(
          sql`select count(*)::int as n from pg_locks where not granted`,
        )) as unknown as {
          rows: { n: number }[];
        };
        if (waiting.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    const response = await (answer as ReturnType<ActivitiesApi['reserve']>);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.records[0]).toMatchObject({ status: 'WAITING_LIST', waitlistPosition: 3 });
    expect(await api.placesHeld(subEventId)).toBe(0);
  }, 60_000);

  /** Each of these people's attendee → their registration's id, read once from the database. */
  async function registrationsOf(people: readonly { attendeeId: string }[]) {
    const attendees = await api.database.db
      .select()
      .from(registrationAttendees)
      .where(
        inArray(
          registrationAttendees.id,
          people.map((p) => p.attendeeId),
        ),
      );
    return (attendeeId: string) => attendees.find((a) => a.id === attendeeId)?.registrationId as string;
  }

  it('books those arriving while a booking is in flight in one statement, in arrival order; a failing one fails alone', async () => {
    const subEventId = await api.newActivity({ capacity: 2, isAllowWaitList: true });
    const people = crowd.slice(100, 106);
    const registrationOf = await registrationsOf(people);
    const booking = (attendeeId: string, registrationId = registrationOf(attendeeId)): NewcomersBooking => ({
      subEventId,
      registrationId,
      attendeeIds: [attendeeId],
      idempotencyKey: null,
      feeCents: 0,
      isAllowWaitList: true,
      goesAhead: [true, true],
      paysForPlace: [false, false],
      heldUntil: new Date(Date.now() + 600_000),
      mails: [[], []],
      mailDueAt: new Date(),
    });
    const [p0, p1, p2, p3, p4, p5] = people.map((p) => p.attendeeId);
    // p0 goes at once; the others arrive while it is in flight and go together next. The fourth
    // books p2 again under p3's registration: the unique index refuses it, so that batch runs again
    // booking by booking, and only that one fails.
    const answers = [
      booking(p0),
      booking(p1),
      booking(p2),
      booking(p2, registrationOf(p3)),
      booking(p4),
      booking(p5),
    ].map((b) =>
      api.deps.newcomers.submit(subEventId, b).then(
        (outcome) => outcome,
        (error: Error) => error,
      ),
    );
    const outcomes = await Promise.all(answers);
    expect(outcomes[3]).toBeInstanceOf(Error);
    const told = outcomes.map((outcome) =>
      outcome instanceof Error || outcome.kind !== 'decided'
        ? null
        : outcome.records.map((r) => [r.status, outcome.positions.get(r.id) ?? null]),
    );
    expect(told).toEqual([
      [['RESERVED', null]],
      [['RESERVED', null]],
      [['WAITING_LIST', 1]],
      null,
      [['WAITING_LIST', 2]],
      [['WAITING_LIST', 3]],
    ]);
    // Exactly once each, stored in arrival order, and the places counted.
    const records = await api.recordsAt(subEventId);
    expect(records.map((r) => [r.attendeeId, r.status])).toEqual([
      [p0, 'RESERVED'],
      [p1, 'RESERVED'],
      [p2, 'WAITING_LIST'],
      [p4, 'WAITING_LIST'],
      [p5, 'WAITING_LIST'],
    ]);
    expect(await api.placesHeld(subEventId)).toBe(2);
  }, 60_000);

  it('one statement books several bookings in turn: each counts the places the ones before it took', async () => {
    const subEventId = await api.newActivity({ capacity: 3, isAllowWaitList: false });
    const people = crowd.slice(110, 115);
    const registrationOf = await registrationsOf(people);
    const booking = (attendeeId: string, goesAhead = [false, true]): NewcomersBooking => ({
      subEventId,
      registrationId: registrationOf(attendeeId),
      attendeeIds: [attendeeId],
      idempotencyKey: null,
      feeCents: 0,
      isAllowWaitList: false,
      goesAhead,
      paysForPlace: [false, false],
      heldUntil: new Date(Date.now() + 600_000),
      mails: [[], []],
      mailDueAt: new Date(),
    });
    const [a, b, c, d, e] = people.map((p) => p.attendeeId);
    // The third is refused whatever the places (as a rule's error would), so the fourth still finds one.
    const outcomes = await api.deps.repository.bookNewcomers(api.database.db, [
      booking(a),
      booking(b),
      booking(c, [false, false]),
      booking(d),
      booking(e),
    ]);
    expect(outcomes.map((o) => (o.kind === 'decided' ? [o.free, o.booked, o.records.length] : o.kind))).toEqual([
      [1, true, 1],
      [1, true, 1],
      [1, false, 0],
      [1, true, 1],
      [0, false, 0],
    ]);
    const records = await api.recordsAt(subEventId);
    expect(records.map((r) => [r.attendeeId, r.status])).toEqual([
      [a, 'RESERVED'],
      [b, 'RESERVED'],
      [d, 'RESERVED'],
    ]);
    expect(await api.placesHeld(subEventId)).toBe(3);
  }, 60_000);
});
