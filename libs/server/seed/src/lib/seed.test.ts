import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { appMeta, type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { countries, languages } from '@festival/server-contents';
import { delegationKeys, findDelegationKey, hashDelegationKey, mainEvents, subEvents } from '@festival/server-events';
import { DEMO_DELEGATION_KEY, DEMO_PAST_EVENT_ID, demoMainEvent, demoPaidEvent } from './demo-festival';
import { DEMO_MEDIA_PREFIX, demoMediaFolder } from './demo-media';
import { honoluluTime } from './honolulu-time';
import { DEMO_SEED_KEY, seedDemoData } from './seed';
import { LENGTHS } from '@festival/shared-util-form-schemas';

describe(`demo seed (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('seeds the festival once and reuses it on the next start', async () => {
    const seedAdmin = vi.fn(async () => ({ email: 'admin@festival.example', password: 'Admin-Passw0rd!' }));
    const first = await seedDemoData(database.db, { seedAdmin });
    expect(first).toMatchObject({ seeded: true, admin: { email: 'admin@festival.example' } });
    const second = await seedDemoData(database.db, { seedAdmin });
    expect(second).toEqual({ seeded: false, seededAt: first.seededAt });
    expect(seedAdmin).toHaveBeenCalledTimes(1);

    const db = database.db;
    expect(await db.select().from(mainEvents)).toHaveLength(2);
    // The past festival, for the media closed notice: its cut-off (31 May 2024) has passed.
    const [past] = await db.select().from(mainEvents).where(eq(mainEvents.id, DEMO_PAST_EVENT_ID));
    expect(past).toMatchObject({ status: 'INACTIVE', mediaLastDay: '2024-05-31' });
    const activities = await db.select().from(subEvents);
    expect(activities.length).toBeGreaterThanOrEqual(12);
    expect((await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY)))[0].value).toBe(first.seededAt);
    expect((await db.select().from(countries)).length).toBeGreaterThanOrEqual(249);
    expect((await db.select().from(languages)).length).toBeGreaterThanOrEqual(183);
  });

  it('adds the festival with a registration fee when asked (SEED_PAID_EVENT), once, after the main one', async () => {
    await seedDemoData(database.db, { paidEvent: true });
    await seedDemoData(database.db, { paidEvent: true });
    const events = await database.db
      .select()
      .from(mainEvents)
      .where(ne(mainEvents.id, DEMO_PAST_EVENT_ID))
      .orderBy(mainEvents.startDate);
    expect(events.map((e) => [e.name, e.status, e.registrationFee])).toEqual([
      [demoMainEvent.name, 'ACTIVE', 0],
      [demoPaidEvent.name, 'ACTIVE', 2500],
    ]);
  });

  it('makes the festival wait for staff review when asked (SEED_REVIEW_REQUIRED), on the first seed', async () => {
    const fresh = await openTestDatabase();
    try {
      await seedDemoData(fresh.db, { reviewRequired: true });
      const [event] = await fresh.db.select().from(mainEvents).where(ne(mainEvents.id, DEMO_PAST_EVENT_ID));
      expect(event.requiresReview).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('covers the cases the screens must handle', async () => {
    const activities = await database.db.select().from(subEvents);
    const statuses = activities.map((a) => a.status);
    expect(statuses).toContain('INACTIVE');
    expect(statuses).toContain('CANCELLED');
    const active = activities.filter((a) => a.status === 'ACTIVE');
    expect(active.some((a) => a.activityRegistrationFee === 0)).toBe(true);
    expect(active.some((a) => a.activityRegistrationFee > 0)).toBe(true);
    expect(active.some((a) => a.capacity <= 2 && a.isAllowWaitList)).toBe(true);
    expect(active.some((a) => a.capacity <= 2 && !a.isAllowWaitList)).toBe(true);
    expect(active.every((a) => a.endDate > a.startDate)).toBe(true);
    // Issue 10's demo: a small free activity with a waitlist (the promotion email), a paid one with a
    // waitlist (the offer to pay), and one without a waitlist.
    expect(active.some((a) => a.activityRegistrationFee === 0 && a.capacity <= 5 && a.isAllowWaitList)).toBe(true);
    expect(active.some((a) => a.activityRegistrationFee > 0 && a.isAllowWaitList)).toBe(true);
    expect(active.some((a) => !a.isAllowWaitList)).toBe(true);
  });

  it('gives every activity a picture the server publishes', async () => {
    for (const activity of await database.db.select().from(subEvents)) {
      expect(activity.imageUrl).toMatch(new RegExp(`^${DEMO_MEDIA_PREFIX}activity-[a-z0-9-]+\\.svg$`));
      expect(existsSync(join(demoMediaFolder(), activity.imageUrl.slice(DEMO_MEDIA_PREFIX.length)))).toBe(true);
    }
  });

  it('keeps only a hash of the delegation key', async () => {
    const [stored] = await database.db.select().from(delegationKeys);
    expect(stored.keyHash).toBe(hashDelegationKey(DEMO_DELEGATION_KEY));
    expect(JSON.stringify(stored)).not.toContain(DEMO_DELEGATION_KEY);
    expect(
      await findDelegationKey(database.db, stored.mainEventId, ` ${DEMO_DELEGATION_KEY.toLowerCase()} `),
    ).toMatchObject({ delegationName: expect.any(String) });
    expect(await findDelegationKey(database.db, stored.mainEventId, 'WRONG-KEY')).toBeNull();
  });

  it('rolls everything back when the admin hook fails, so the next start tries again', async () => {
    const fresh = await openTestDatabase();
    try {
      await expect(
        seedDemoData(fresh.db, { seedAdmin: async () => Promise.reject(new Error('idp down')) }),
      ).rejects.toThrow('idp down');
      expect(await fresh.db.select().from(mainEvents)).toHaveLength(0);
      expect((await seedDemoData(fresh.db)).seeded).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('honoluluTime', () => {
  it('is UTC−10 all year', () => {
    expect(honoluluTime('2027-06-06T09:00').toISOString()).toBe('2027-06-06T19:00:00.000Z');
    expect(honoluluTime('2027-01-15T23:30').toISOString()).toBe('2027-01-16T09:30:00.000Z');
    expect(() => honoluluTime('June 6')).toThrow();
  });
});

describe('demo media', () => {
  it('ships the banner and the logo', () => {
    expect(existsSync(`${demoMediaFolder()}/banner.svg`)).toBe(true);
    expect(existsSync(`${demoMediaFolder()}/logo.svg`)).toBe(true);
  });
});

describe('demo delegation key', () => {
  it('fits the delegation key field (SPEC §9: code 16), so the demo delegate can register with it', () => {
    expect(DEMO_DELEGATION_KEY.length).toBeLessThanOrEqual(LENGTHS.code);
  });

  it('seeds no demo festival with demo false (production), only the admin; --demo adds the festival later', async () => {
    const fresh = await openTestDatabase();
    try {
      const seedAdmin = vi.fn(async () => ({ email: 'ops@festival.example', password: 'Ops-Passw0rd!' }));
      expect(await seedDemoData(fresh.db, { seedAdmin, demo: false, paidEvent: true })).toMatchObject({
        seeded: true,
        admin: { email: 'ops@festival.example' },
      });
      expect(await fresh.db.select().from(mainEvents)).toHaveLength(0);
      expect(await fresh.db.select().from(delegationKeys)).toHaveLength(0);
      expect((await seedDemoData(fresh.db, { seedAdmin, demo: false })).seeded).toBe(false);

      const demo = await seedDemoData(fresh.db, { seedAdmin });
      expect(demo.seeded).toBe(true);
      expect(demo.admin).toBeUndefined();
      expect(seedAdmin).toHaveBeenCalledTimes(1);
      expect(await fresh.db.select().from(mainEvents).where(ne(mainEvents.id, DEMO_PAST_EVENT_ID))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
