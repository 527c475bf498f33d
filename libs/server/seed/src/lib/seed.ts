import { createHash } from 'node:crypto';
import { metaRepository, type Db } from '@festival/server-db';
import { isoCountries, isoLanguages, upsertReferenceLists } from '@festival/server-contents';
import { insertDelegationKey, insertMainEvent, insertSubEvents } from '@festival/server-events';
import {
  demoMainEvent,
  demoPaidEvent,
  demoPastEvent,
  demoSubEvents,
  DEMO_DELEGATION_KEY,
  DEMO_DELEGATION_NAME,
} from './demo-festival';

export const DEMO_SEED_KEY = 'demo-seed';
export const PAID_EVENT_SEED_KEY = 'demo-seed-paid-event';
/** The past festival (media closed), added once, also to a database seeded before it existed. */
export const PAST_EVENT_SEED_KEY = 'demo-seed-past-event';
/** The digest of the reference lists last written: unchanged lists (7,000 languages) are not written again. */
const REFERENCE_LISTS_KEY = 'reference-lists';
/** Set when the admin was seeded without the demo festival (production). */
export const ADMIN_SEED_KEY = 'admin-seed';
// Any number unique to this purpose: replicas starting together seed once.
const SEED_LOCK = 727002;

export interface SeedAdminAccount {
  email: string;
  password: string;
}

export interface SeedOptions {
  /**
   * Hook for the identity work: creates the admin user with every permission inside the seed's
   * transaction and returns the credentials to print. Called once, on the first start.
   */
  seedAdmin?: (tx: Db) => Promise<SeedAdminAccount | void>;
  /** Also seed the festival with a registration fee (SEED_PAID_EVENT), once, even on a database seeded before. */
  paidEvent?: boolean;
  /** The demo festival's registrations wait for staff review (SEED_REVIEW_REQUIRED); applies on the first seed. */
  reviewRequired?: boolean;
  /**
   * The demo festival and its delegation key (default true). Production passes false unless asked
   * (`npm run seed -- --demo`): only the reference lists and the admin account are seeded then.
   */
  demo?: boolean;
}

export interface SeedResult {
  /** False when an earlier start had seeded already and the data was reused. */
  seeded: boolean;
  seededAt: string;
  admin?: SeedAdminAccount;
}

/**
 * Fills a fresh database with the demo festival and the admin account, once (with `demo: false`,
 * the admin account alone; a later call with the demo adds the festival). Reference lists (countries, languages)
 * are brought up to date on every call, since a newer package may know more of them.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return metaRepository.withAdvisoryLock(db, SEED_LOCK, async (tx) => {
    const lists = { countries: isoCountries(), languages: isoLanguages() };
    const digest = createHash('sha256').update(JSON.stringify(lists)).digest('base64url');
    const written = await metaRepository.get(tx, REFERENCE_LISTS_KEY);
    if (written !== digest) {
      await upsertReferenceLists(tx, lists);
      await metaRepository.set(tx, REFERENCE_LISTS_KEY, digest);
    }

    if (options.demo !== false && options.paidEvent && (await metaRepository.get(tx, PAID_EVENT_SEED_KEY)) === null) {
      await insertMainEvent(tx, demoPaidEvent);
      await metaRepository.insert(tx, PAID_EVENT_SEED_KEY, new Date().toISOString());
    }

    if (options.demo !== false && (await metaRepository.get(tx, PAST_EVENT_SEED_KEY)) === null) {
      await insertMainEvent(tx, demoPastEvent);
      await metaRepository.insert(tx, PAST_EVENT_SEED_KEY, new Date().toISOString());
    }

    const done = await metaRepository.get(tx, DEMO_SEED_KEY);
    if (done !== null) return { seeded: false, seededAt: done };
    const adminSeededAt = await metaRepository.get(tx, ADMIN_SEED_KEY);
    if (options.demo === false) {
      if (adminSeededAt !== null) return { seeded: false, seededAt: adminSeededAt };
      const admin = (await options.seedAdmin?.(tx)) ?? undefined;
      const seededAt = new Date().toISOString();
      await metaRepository.insert(tx, ADMIN_SEED_KEY, seededAt);
      return { seeded: true, seededAt, ...(admin ? { admin } : {}) };
    }

    const mainEvent = await insertMainEvent(tx, { ...demoMainEvent, requiresReview: options.reviewRequired ?? false });
    await insertSubEvents(tx, demoSubEvents(mainEvent.id));
    await insertDelegationKey(tx, {
      mainEventId: mainEvent.id,
      key: DEMO_DELEGATION_KEY,
      delegationName: DEMO_DELEGATION_NAME,
    });
    const admin = adminSeededAt === null ? ((await options.seedAdmin?.(tx)) ?? undefined) : undefined;

    const seededAt = new Date().toISOString();
    await metaRepository.insert(tx, DEMO_SEED_KEY, seededAt);
    return { seeded: true, seededAt, ...(admin ? { admin } : {}) };
  });
}
