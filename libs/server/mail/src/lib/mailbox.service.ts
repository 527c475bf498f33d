import type { Db } from '@festival/server-db';
import type { MailboxMessage } from '@festival/shared-util-api-contracts';
import { mailRepository, type OutboxRow } from './mail.repository';

/** The local mailbox, newest first: what the dev page and the tests read the one-time codes from. */
export function listMailbox(db: Db, recipient: string | undefined, limit: number): Promise<MailboxMessage[]> {
  return mailRepository.listMailbox(db, recipient, limit);
}

/** Every message waiting in (or failed out of) the outbox, oldest first. */
export function listOutbox(db: Db): Promise<OutboxRow[]> {
  return mailRepository.listOutbox(db);
}
