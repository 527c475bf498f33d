import type { Db } from '@festival/server-db';
import { eventsRepository, type MainEventPage, type MainEventRow, type SubEventRow } from './events.repository';
import {
  activeFestivalLink,
  availableSlot,
  getEventDetail,
  listActiveEvents,
  listMyEvents,
  type EventRegistrations,
  type UserRegistration,
} from './events.service';
import type { ImageVariants } from './event-images';

const row = (n: number): MainEventRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Festival ${n}`,
  description: '',
  status: 'ACTIVE',
  startDate: new Date(Date.UTC(2027, 5, n, 19)),
  endDate: new Date(Date.UTC(2027, 5, n + 1, 7)),
  location: 'Honolulu',
  timezone: 'Pacific/Honolulu',
  bannerImage: '/b.svg',
  logoImage: '/l.svg',
  refLink: `https://festival${n}.example/`,
  capacity: 10,
  registrationFee: 0,
  requiresReview: false,
  maxAttendeesPerRegistration: 10,
  mediaLastDay: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

/** The repository's reads answered from memory; the services get a database they never reach. */
function fakeRepository(rows: MainEventRow[], subEvents: SubEventRow[] = []) {
  const pages: MainEventPage[] = [];
  vi.spyOn(eventsRepository, 'findMainEvents').mockImplementation(async (_db, page) => {
    pages.push(page);
    return { rows: rows.slice(page.skip, page.skip + page.take), total: rows.length };
  });
  vi.spyOn(eventsRepository, 'findMainEvent').mockImplementation(
    async (_db, id) => rows.find((r) => r.id === id) ?? null,
  );
  vi.spyOn(eventsRepository, 'findMainEventsByIds').mockImplementation(async (_db, ids) =>
    rows.filter((r) => ids.includes(r.id)),
  );
  vi.spyOn(eventsRepository, 'findSubEvents').mockImplementation(async (_db, mainEventId, status) =>
    subEvents.filter((s) => s.mainEventId === mainEventId && s.status === status),
  );
  return { db: {} as Db, pages };
}

afterEach(() => vi.restoreAllMocks());

const noVariants: ImageVariants = async () => new Map();

describe('listActiveEvents', () => {
  it('asks for ACTIVE events with defaults and reports the page', async () => {
    const { db, pages } = fakeRepository([row(1), row(2), row(3)]);
    const result = await listActiveEvents(db, { take: 2, search: '  ' }, noVariants);
    expect(pages[0]).toEqual({
      status: 'ACTIVE',
      take: 2,
      skip: 0,
      sort: 'startDate',
      order: 'asc',
      search: undefined,
    });
    expect(result).toMatchObject({ hasNext: true, payloadSize: 2, totalRecords: 3 });
    expect(result.data[0]).toMatchObject({ name: 'Festival 1', startDate: '2027-06-01T19:00:00.000Z' });
    expect((await listActiveEvents(db, { take: 2, skip: 2 }, noVariants)).hasNext).toBe(false);
  });

  it('gives each banner the sized variants the app knows of, none when it knows none, in one lookup', async () => {
    const { db } = fakeRepository([row(1), { ...row(2), bannerImage: '/other.jpg' }]);
    const lookups: (readonly string[])[] = [];
    const variants: ImageVariants = async (urls) => {
      lookups.push(urls);
      return new Map([['/b.svg', [{ url: '/b-640w.webp', width: 640 }]]]);
    };
    const result = await listActiveEvents(db, {}, variants);
    expect(result.data.map((event) => event.bannerImageVariants)).toEqual([[{ url: '/b-640w.webp', width: 640 }], []]);
    expect(lookups).toEqual([['/b.svg', '/other.jpg']]);
  });

  it('refuses a sort field it does not know with a field error', async () => {
    const { db } = fakeRepository([]);
    await expect(listActiveEvents(db, { sort: 'keyHash' }, noVariants)).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'query.sort' }],
    });
  });
});

describe('getEventDetail', () => {
  it('answers 404 for an unknown event', async () => {
    await expect(getEventDetail(fakeRepository([]).db, row(1).id, noVariants)).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('activeFestivalLink', () => {
  it('is the link of the first active festival, or null', async () => {
    expect(await activeFestivalLink(fakeRepository([row(1), row(2)]).db)).toBe('https://festival1.example/');
    expect(await activeFestivalLink(fakeRepository([]).db)).toBeNull();
  });
});

/** The registrations module's side, as apps/api passes it: one registration per given event, `held` places taken. */
function fakeRegistrations(eventIds: string[], held = 0): EventRegistrations {
  const registration = (eventId: string): UserRegistration => ({
    eventId,
    registrationId: `10000000-0000-4000-8000-${eventId.slice(-12)}`,
    registrationType: 'GENERAL',
    registrationStatus: 'PENDING',
    registrations: [],
  });
  return {
    ofUser: async () => eventIds.map(registration),
    isRegistered: async (_db, eventId) => eventIds.includes(eventId),
    placesHeld: async () => held,
  };
}

describe('listMyEvents', () => {
  it('pages the registered events newest first, each with its registration', async () => {
    const { db } = fakeRepository([row(1), row(2), row(3)]);
    const result = await listMyEvents(db, fakeRegistrations([row(1).id, row(3).id]), 'user', { take: 1 }, noVariants);
    expect(result).toMatchObject({ hasNext: true, payloadSize: 1, totalRecords: 2 });
    expect(result.data).toEqual([
      expect.objectContaining({ name: 'Festival 3', registrationId: '10000000-0000-4000-8000-000000000003' }),
    ]);
    expect(result.data[0]).not.toHaveProperty('eventId');
  });
});

describe('availableSlot', () => {
  it('is the capacity less the places held, never below zero, and 404 for an unknown event', async () => {
    const { db } = fakeRepository([row(1)]);
    expect(await availableSlot(db, fakeRegistrations([], 3), row(1).id)).toEqual({ availableSlot: 7 });
    expect(await availableSlot(db, fakeRegistrations([], 12), row(1).id)).toEqual({ availableSlot: 0 });
    await expect(availableSlot(db, fakeRegistrations([]), row(2).id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
