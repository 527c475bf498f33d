import { FULLY_REGISTERED_MESSAGE } from '@festival/server-activities';
import { engine, SETUP_TIMEOUT, startActivitiesApi, type ActivitiesApi } from './test-activities';

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
});
