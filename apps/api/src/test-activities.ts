import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { activitiesDeps, activityJobs, subEventRegistrations } from '@festival/server-activities';
import { sandboxPayments, type SandboxPayments } from '@festival/server-activities/testing';
import { insertSubEvents, subEvents } from '@festival/server-events';
import { idpSigningKeys, idpUsers } from '@festival/server-idp';
import type { JobHandler, JobQueue } from '@festival/server-jobs';
import { createMailboxTransport, createMailer, listMailbox, listOutbox } from '@festival/server-mail';
import { registrationAttendees, registrations } from '@festival/server-registrations';
import { users } from '@festival/server-users';
import { API, bearer, generalPayload, startRegistrationsApi, type Json, type User } from './test-registrations';

// What every activities-*.test.ts file shares: the API on its own database with the real payments
// module over the sandbox gateway (its documented test cards decide), and a job queue that only
// records what was sent, so a test runs the waitlist's jobs (and the reconciliation) itself.

export { API, bearer, UNKNOWN_ID, engine, SETUP_TIMEOUT, type Json, type User } from './test-registrations';

/** Records the jobs sent; `runSent` runs them with the handlers registered by app.ts. */
export function recordingJobQueue() {
  const handlers = new Map<string, JobHandler<never>>();
  const sent: { name: string; data: object }[] = [];
  const queue: JobQueue & { sent: typeof sent; runSent(): Promise<void> } = {
    sent,
    work(name, handler) {
      handlers.set(name, handler as JobHandler<never>);
    },
    async send(name, data) {
      sent.push({ name, data });
    },
    waiting: async () => ({}),
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
    async runSent() {
      for (const { name, data } of sent.splice(0)) await (handlers.get(name) as JobHandler<object>)(data);
    },
  };
  return queue;
}

/** A card payment as the payment screen sends it (SPEC.md §3), for `amount` cents. */
export function cardPayment(amount: number, cardNumber = '4111111111111111'): Json {
  return {
    cardNumber,
    cardName: 'Ann Kealoha',
    cardCode: '123',
    expirationDate: '2030-12',
    firstName: 'Ann',
    lastName: 'Kealoha',
    email: 'ann@example.org',
    city: 'Honolulu',
    countryId: 'US',
    zipCode: '96822',
    state: 'HI',
    phone: '(808) 956-8111',
    address: '2500 Campus Rd',
    amount,
  };
}

let serial = 0;

/**
 * The API with Ann registered for the demo festival with two additional attendees, Bob
 * registered alone, the sandbox payments and the recording job queue.
 */
export async function startActivitiesApi() {
  let payments: SandboxPayments | undefined;
  const jobs = recordingJobQueue();
  const api = await startRegistrationsApi({
    appOptions: (database) => ({ payments: (payments = sandboxPayments(database.db)), jobs }),
  });
  const { app, database, ann, bob, demoEventId } = api;
  const sandbox = payments as SandboxPayments;
  for (const [user, extra] of [
    [ann, 2],
    [bob, 0],
  ] as const) {
    const registered = await api.post(user, generalPayload(demoEventId, user.email, extra));
    if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  }
  const attendeeIdsOf = async (user: User): Promise<string[]> =>
    (await app.inject({ url: `${API}/registrations/me/event/${demoEventId}`, headers: bearer(user) }))
      .json()
      .data.attendees.map((a: Json) => a.id);

  const mailer = createMailer({
    db: database.db,
    transport: createMailboxTransport(database.db),
    festivalName: 'Festival',
  });
  const deps = activitiesDeps(database.db, {
    payments: sandbox,
    mailer,
    jobs,
    offerHours: api.config.waitlistOfferHours,
    attendeeSiteUrl: api.config.attendeeSiteUrl,
  });
  const handlers = activityJobs(deps);

  /** An ACTIVE activity of the demo festival. */
  async function newActivity(values: { capacity: number; isAllowWaitList: boolean; fee?: number }): Promise<string> {
    const [row] = await insertSubEvents(database.db, [
      {
        mainEventId: demoEventId,
        name: `Test activity ${++serial}`,
        status: 'ACTIVE',
        capacity: values.capacity,
        isAllowWaitList: values.isAllowWaitList,
        activityRegistrationFee: values.fee ?? 0,
        startDate: new Date('2027-07-02T19:00:00Z'),
        endDate: new Date('2027-07-02T21:00:00Z'),
        location: 'Hale Hālāwai',
      },
    ]);
    return row.id;
  }

  /** The activity's records, in arrival order, and its count of places held. */
  const recordsAt = (subEventId: string) =>
    database.db
      .select()
      .from(subEventRegistrations)
      .where(eq(subEventRegistrations.subEventId, subEventId))
      .orderBy(asc(subEventRegistrations.seq));
  const placesHeld = async (subEventId: string) =>
    (await database.db.select().from(subEvents).where(eq(subEvents.id, subEventId)))[0].numRegistration;

  /** Messages to `email`, queued or delivered: subjects. */
  async function mailsTo(email: string): Promise<string[]> {
    // A queued message is rendered when it is delivered: deliver what is due (a pass of the app's
    // own mailer may hold some for a moment), then read the mailbox.
    const waiting = async () => (await listOutbox(database.db)).filter((m) => m.recipient === email);
    for (let i = 0; i < 60; i += 1) {
      await mailer.processDue(100);
      if ((await waiting()).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const queued = (await waiting()).map((m) => m.subject);
    const delivered = (await listMailbox(database.db, email, 100)).map((m) => m.subject);
    return [...queued, ...delivered];
  }

  /**
   * `n` signed-in users, each registered (GENERAL, APPROVED) for the demo festival with one
   * attendee: written in a few SQL batches, with ID tokens signed by the embedded idp's own key
   * (the claims of a real token, with each user's sub and email), so that a crowd costs no sign-ups.
   */
  async function crowd(n: number): Promise<(User & { attendeeId: string })[]> {
    const now = new Date();
    const people = Array.from({ length: n }, (_, i) => ({
      sub: randomUUID(),
      email: `crowd${++serial}.${i}.${Date.now()}@example.org`,
    }));
    await database.db.insert(idpUsers).values(
      people.map((p) => ({
        sub: p.sub,
        email: p.email,
        emailNormalized: p.email,
        emailVerified: true,
        givenName: 'Crowd',
        familyName: 'Member',
        status: 'CONFIRMED' as const,
        srpSalt: 'unused',
        srpVerifier: 'unused',
        createdAt: now,
        updatedAt: now,
      })),
    );
    const userRows = await database.db
      .insert(users)
      .values(people.map((p) => ({ sub: p.sub, email: p.email, firstName: 'Crowd', lastName: 'Member' })))
      .returning();
    const registrationRows = await database.db
      .insert(registrations)
      .values(
        userRows.map((u) => ({
          mainEventId: demoEventId,
          userId: u.id,
          type: 'GENERAL' as const,
          status: 'APPROVED' as const,
        })),
      )
      .returning();
    const attendeeRows = await database.db
      .insert(registrationAttendees)
      .values(
        registrationRows.map((r, i) => ({
          registrationId: r.id,
          mainEventId: demoEventId,
          isMainProfile: true,
          firstName: 'Crowd',
          lastName: `Member ${i}`,
          email: people[i].email,
          dob: '1990-05-01',
          phone: '(808) 956-8111',
          address: '2500 Campus Rd',
          city: 'Honolulu',
          state: 'HI',
          countryId: 'US',
          zipCode: '96822',
          status: 'APPROVED' as const,
        })),
      )
      .returning();
    const [key] = await database.db.select().from(idpSigningKeys).orderBy(asc(idpSigningKeys.createdAt)).limit(1);
    const privateKey = (await importJWK(key.privateJwk as JWK, 'RS256')) as CryptoKey;
    const template = decodeJwt(ann.idToken);
    return Promise.all(
      people.map(async (p, i) => {
        const idToken = await new SignJWT({ ...template, sub: p.sub, email: p.email, 'cognito:username': p.sub })
          .setProtectedHeader({ alg: 'RS256', kid: key.kid })
          .sign(privateKey);
        const attendee = attendeeRows.find((a) => a.registrationId === registrationRows[i].id);
        return { email: p.email, sub: p.sub, idToken, attendeeId: attendee?.id as string };
      }),
    );
  }

  const reserve = (user: User, payload: Json) =>
    app.inject({ method: 'POST', url: `${API}/registrations/sub-event`, headers: bearer(user), payload });
  const change = (user: User, subEventId: string, payload: Json) =>
    app.inject({ method: 'PUT', url: `${API}/registrations/sub-event/${subEventId}`, headers: bearer(user), payload });
  const cancel = (user: User, subEventId: string) =>
    app.inject({ method: 'DELETE', url: `${API}/registrations/sub-event/${subEventId}`, headers: bearer(user) });
  const slot = async (user: User, subEventId: string) =>
    app.inject({ url: `${API}/sub-events/${subEventId}/available-slot?type=GENERAL`, headers: bearer(user) });

  return {
    ...api,
    payments: sandbox,
    /** The reconciliation sweep as the job runs it, without its minute of grace. */
    reconcile: () => sandbox.reconcilePending({ olderThanMs: 0 }),
    jobs,
    handlers,
    deps,
    annAttendees: await attendeeIdsOf(ann),
    bobAttendees: await attendeeIdsOf(bob),
    newActivity,
    recordsAt,
    placesHeld,
    mailsTo,
    crowd,
    reserve,
    change,
    cancel,
    slot,
    async close() {
      await mailer.close();
      await api.close();
    },
  };
}

export type ActivitiesApi = Awaited<ReturnType<typeof startActivitiesApi>>;
