import type { Db } from '@festival/server-db';
import { mailRepository, type MailboxEntry, type OutboxRow } from './mail.repository';

/** The local mailbox, newest first: what the dev page and the tests read the one-time codes from. */
export function listMailbox(db: Db, recipient: string | undefined, limit: number): Promise<MailboxEntry[]> {
  return mailRepository.listMailbox(db, recipient, limit);
}

/** Every message waiting in (or failed out of) the outbox, oldest first. */
export function listOutbox(db: Db): Promise<OutboxRow[]> {
  return mailRepository.listOutbox(db);
}
