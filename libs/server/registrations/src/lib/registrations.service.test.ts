import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { isoCountries, isoLanguages, upsertReferenceLists } from '@festival/server-contents';
import { delegationKeysOf, insertMainEvent } from '@festival/server-events';
import type { SendMailInput } from '@festival/server-mail';
import { ensureUserRecord } from '@festival/server-users';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { registrationsRepository, type RegistrationsRepository } from './registrations.repository';
import { createRegistration, FULL_EVENT_MESSAGE, type RegistrationsDeps } from './registrations.service';

/**
 * A new registration is one statement that writes only if the event is still as it was read
 * (registerNewcomer); these check what happens when it is not, and when it refuses.
 */
describe('createRegistration', () => {
  let database: Database;
  let userSerial = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    await upsertReferenceLists(database.db, { countries: isoCountries(), languages: isoLanguages() });
  }, 60_000);
  afterAll(() => database?.close());

  /** A signed-in account: the main attendee's email is its own. */
  const newUser = async () => {
    userSerial += 1;
    const email = `service-test-${userSerial}@example.org`;
    return { id: (await ensureUserRecord(database.db, { sub: `service-test-${userSerial}`, email })).id, email };
  };
  const newEvent = async (capacity: number) =>
    (
      await insertMainEvent(database.db, {
        name: 'Service Festival',
        status: 'ACTIVE',
        startDate: new Date('2027-07-01T19:00:00Z'),
        endDate: new Date('2027-07-03T19:00:00Z'),
        capacity,
        requiresReview: false,
      })
    ).id;
  const body = (eventId: string, account: { email: string }, extra = 0) => ({
    eventId,
    type: 'GENERAL',
    attendees: [
      validAttendee({ isMainProfile: true, email: account.email }),
      ...Array.from({ length: extra }, () => validAttendee({ isMainProfile: false })),
    ],
    payment: null,
  });

  function depsWith(repository: RegistrationsRepository) {
    const queued: SendMailInput[] = [];
    let wakes = 0;
    const deps: RegistrationsDeps = {
      db: database.db,
      repository,
      delegationKeysOf,
      now: () => new Date(),
      mailer: {
        send: async () => ({ id: 'x', delivered: true }),
        queue: async (mail) => {
          queued.push(mail);
          return { id: 'x' };
        },
        queued: () => void (wakes += 1),
      },
    };
    return { deps, queued, wakes: () => wakes };
  }

  it('registers in one statement, queueing its emails with it, and answers the registration as stored', async () => {
    const eventId = await newEvent(10);
    const { deps, queued, wakes } = depsWith(registrationsRepository);
    const account = await newUser();
    const userId = account.id;
    const made = await createRegistration(deps, account, '127.0.0.1', body(eventId, account, 1));
    expect(made.status).toBe('APPROVED');
    // The statement queued the confirmation itself and woke the mailer; the additional attendee's
    // notice followed through mailer.queue, once the mail budget allowed it.
    expect(queued.map((mail) => mail.template)).toEqual(['registration-attendee']);
    expect(wakes()).toBe(1);
    const stored = await registrationsRepository.findByUser(database.db, eventId, userId);
    expect(stored?.attendees.map((a) => a.id)).toEqual(made.attendees.map((a) => a.id));
    expect(stored?.createdAt.toISOString()).toBe(made.createdAt);
  });

  it('writes nothing in one statement when the event is not as decided for, and registers the long way', async () => {
    const eventId = await newEvent(10);
    // As if staff had turned review on between the read and the statement: the decisions no longer fit.
    let outcomes: unknown[] = [];
    const repository: RegistrationsRepository = {
      ...registrationsRepository,
      registerNewcomer: async (db, registration) => {
        const outcome = await registrationsRepository.registerNewcomer(db, {
          ...registration,
          requiresReview: !registration.requiresReview,
        });
        outcomes = [...outcomes, outcome];
        return outcome;
      },
    };
    const { deps, queued } = depsWith(repository);
    const account = await newUser();
    const userId = account.id;
    const made = await createRegistration(deps, account, '127.0.0.1', body(eventId, account, 1));
    expect(outcomes).toEqual([{ kind: 'changed' }]);
    // The transaction registered it (once) and queued its emails itself.
    expect(made.status).toBe('APPROVED');
    expect(queued.map((mail) => mail.template)).toEqual(['registration-confirmation', 'registration-attendee']);
    expect((await registrationsRepository.findByUser(database.db, eventId, userId))?.id).toBe(made.id);
    expect(await registrationsRepository.countAttendeesHolding(database.db, eventId, ['APPROVED'])).toBe(2);
  });

  it('refuses with the rule’s own answer what the statement did not write, writing nothing', async () => {
    const eventId = await newEvent(2);
    const { deps, wakes } = depsWith(registrationsRepository);
    const [first, second] = [await newUser(), await newUser()];
    await createRegistration(deps, first, '127.0.0.1', body(eventId, first));
    await expect(createRegistration(deps, second, '127.0.0.1', body(eventId, second, 1))).rejects.toMatchObject({
      statusCode: 409,
      message: FULL_EVENT_MESSAGE,
    });
    expect(await registrationsRepository.countAttendeesHolding(database.db, eventId, ['APPROVED'])).toBe(1);
    expect(wakes()).toBe(1);
  });
});
