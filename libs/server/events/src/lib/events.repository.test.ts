import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { eventsRepository } from './events.repository';

/** Every registration reads its event: reads arriving together go in one query (coalescedReads). */
describe('eventsRepository.findMainEvent', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  const insert = (name: string) =>
    eventsRepository.insertMainEvent(database.db, {
      name,
      status: 'ACTIVE',
      startDate: new Date('2027-07-01T19:00:00Z'),
      endDate: new Date('2027-07-03T19:00:00Z'),
      capacity: 10,
      requiresReview: false,
    });

  it('answers each of the reads made together with its own event (any case of the id), null for none', async () => {
    const [first, second] = [await insert('First'), await insert('Second')];
    const missing = '00000000-0000-4000-8000-000000000000';
    const found = await Promise.all([
      eventsRepository.findMainEvent(database.db, first.id),
      eventsRepository.findMainEvent(database.db, second.id.toUpperCase()),
      eventsRepository.findMainEvent(database.db, missing),
      eventsRepository.findMainEvent(database.db, first.id),
    ]);
    expect(found.map((row) => row?.name ?? null)).toEqual(['First', 'Second', null, 'First']);
    expect(found[1]).toEqual(second);
  });

  it('fails only the read whose id the database refuses', async () => {
    const event = await insert('Third');
    const reads = [
      eventsRepository.findMainEvent(database.db, event.id),
      eventsRepository.findMainEvent(database.db, 'not-a-uuid'),
      eventsRepository.findMainEvent(database.db, event.id),
    ].map((read) =>
      read.then(
        (row) => row?.name,
        () => 'refused',
      ),
    );
    expect(await Promise.all(reads)).toEqual(['Third', 'refused', 'Third']);
  });

  it('sees a change committed before it was asked', async () => {
    const event = await insert('Before');
    await eventsRepository.updateMainEvent(database.db, event.id, { name: 'After' });
    expect((await eventsRepository.findMainEvent(database.db, event.id))?.name).toBe('After');
  });
});
