import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@festival/server-db';
import { adminCreateUser } from '@festival/server-idp';
import { ADMINISTRATOR_ROLE, grantRole } from '@festival/server-permissions';
import type { SeedAdminAccount } from '@festival/server-seed';
import type { ApiConfig } from './config';

export const ADMIN_GIVEN_NAME = 'Festival';
export const ADMIN_FAMILY_NAME = 'Admin';

/** Only the embedded idp can be given an account from here; a Cognito pool's accounts live in AWS. */
export const usesEmbeddedIdp = (config: ApiConfig): boolean => config.identity.region === 'local';

/**
 * The `seedAdmin` hook of seedDemoData: the admin account in the embedded idp, made an
 * Administrator (every permission), inside the seed's transaction. Undefined with a Cognito pool.
 */
export function seedAdminHook(config: ApiConfig): ((tx: Db) => Promise<SeedAdminAccount>) | undefined {
  if (!usesEmbeddedIdp(config)) return undefined;
  return async (tx) => {
    const { email, password } = config.admin;
    const { sub } = await adminCreateUser(
      { db: tx, config: { userPoolId: config.identity.userPoolId, now: () => new Date() } },
      { email, password, givenName: ADMIN_GIVEN_NAME, familyName: ADMIN_FAMILY_NAME, confirmed: true },
    );
    await grantRole(tx, { sub, email, firstName: ADMIN_GIVEN_NAME, lastName: ADMIN_FAMILY_NAME }, ADMINISTRATOR_ROLE);
    return { email, password };
  };
}

/**
 * For data seeded before the admin existed (or whose admin account was deleted): on a
 * developer machine, create the account again at start-up. True when it was created now.
 * Never in production, where an admin removed on purpose must stay removed.
 */
export async function restoreDemoAdmin(db: Db, config: ApiConfig): Promise<boolean> {
  if (config.production || !usesEmbeddedIdp(config)) return false;
  return db.transaction(async (tx) => {
    const { email, password } = config.admin;
    const { sub, created } = await adminCreateUser(
      { db: tx, config: { userPoolId: config.identity.userPoolId, now: () => new Date() } },
      { email, password, givenName: ADMIN_GIVEN_NAME, familyName: ADMIN_FAMILY_NAME, confirmed: true },
    );
    if (created)
      await grantRole(tx, { sub, email, firstName: ADMIN_GIVEN_NAME, lastName: ADMIN_FAMILY_NAME }, ADMINISTRATOR_ROLE);
    return created;
  });
}

/**
 * The start-up lines about the admin account: the password only where it is no secret of an
 * operator. A generated password goes to the terminal when there is one; otherwise (output
 * collected into a log) into a file only this user can read, and the log names the file.
 */
export function adminAccountLines(
  config: ApiConfig,
  createdNow: boolean,
  dataDir: string,
  terminal = process.stdout.isTTY === true,
): string[] {
  if (!usesEmbeddedIdp(config)) {
    return [
      'Admin account: none seeded, since users live in the Cognito user pool (grant the Administrator role to a pool user).',
    ];
  }
  const { email, password, passwordSource } = config.admin;
  if (!config.production)
    return [`Admin account: ${email} / ${password}${passwordSource === 'env' ? ' (ADMIN_PASSWORD)' : ''}`];
  if (passwordSource === 'generated') {
    if (!createdNow) return [`Admin account: ${email} (its generated password was handed over at the first start)`];
    if (terminal)
      return [
        `Admin account: ${email} / ${password}`,
        '  (generated now and shown only this once: sign in and change it)',
      ];
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'admin-password.txt');
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    return [
      `Admin account: ${email}; its generated password is in ${file} (only this user can read it): sign in, change it, delete the file`,
    ];
  }
  return [`Admin account: ${email} (password from ADMIN_PASSWORD)`];
}
