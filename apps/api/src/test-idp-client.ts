import type { Db } from '@festival/server-db';
import { listMailbox } from '@festival/server-mail';
import { idpTestClient, type IdpTestClient } from '@festival/shared-util-e2e/idp-client';

export type TestIdpClient = IdpTestClient;

/** The one identity test client against the embedded idp of a listening api, codes read from its mail table. */
export const testIdpClient = (baseUrl: string, db: Db, pool: { userPoolId: string; clientId: string }): TestIdpClient =>
  idpTestClient({
    baseUrl,
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    readMailbox: (to) => listMailbox(db, to, 100),
  });
