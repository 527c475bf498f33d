import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { placeholders, preparedQuery, type Db } from '@festival/server-db';
import type { MailboxMessage } from '@festival/shared-util-api-contracts';
import { apiRateCounters } from '@festival/server-platform';
import { mailMailbox, mailOutbox } from './mail.tables';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/*
 * What every sent message runs (a sign-in's code, a registration's confirmation): prepared once
 * per database, so drizzle does not build the statement again for each message.
 */
const outboxValues = {
  ...placeholders('recipient', 'subject', 'text', 'html'),
  attempts: 1,
  nextAttemptAt: sql.placeholder('leaseUntil'),
};
const insertRenderedOutbox = preparedQuery('mail_insert_outbox', (db) =>
  db.insert(mailOutbox).values(outboxValues).returning(),
);
const insertTemplateOutbox = preparedQuery('mail_insert_outbox_template', (db) =>
  db
    .insert(mailOutbox)
    .values({ ...outboxValues, template: sql.placeholder('template') })
    .returning(),
);
const deleteOutboxQuery = preparedQuery('mail_delete_outbox', (db) =>
  db.delete(mailOutbox).where(eq(mailOutbox.id, sql.placeholder('id'))),
);
const insertMailboxQuery = preparedQuery('mail_insert_mailbox', (db) =>
  db.insert(mailMailbox).values(placeholders('recipient', 'subject', 'text', 'html')),
);
/** The dev mailbox as the sign-in tests and benches poll it: one recipient's newest messages. */
const mailboxOfQuery = preparedQuery('mail_mailbox_of', (db) =>
  db
    .select()
    .from(mailMailbox)
    .where(eq(mailMailbox.recipient, sql.placeholder('recipient')))
    .orderBy(desc(mailMailbox.sentAt), desc(mailMailbox.id))
    .limit(sql.placeholder('limit')),
);

/**
 * An insert of queued messages for another module's statement to run as one of its steps (a CTE),
 * so that a hot write and its email are one round trip: `messages` is a JSON array of
 * SendMailInput (each queued as Mailer.queue does: rendered at delivery, due at `dueAt`). The
 * caller then tells its mailer (Mailer.queued).
 */
export function outboxInsertFromJson(messages: SQL, dueAt: SQL): SQL {
  return sql`insert into mail_outbox (recipient, subject, text, html, template, attempts, next_attempt_at)
    select btrim(message->>'to'), '', '', '', message, 1, ${dueAt}
    from jsonb_array_elements(${messages}) as message`;
}

/** The only code that touches the mail tables. Functions take a `Db`, which may be a transaction. */
export const mailRepository = {
  async insertOutbox(
    db: Db,
    message: { recipient: string; subject: string; text: string; html: string; template?: unknown },
    leaseUntil: Date,
  ): Promise<OutboxRow> {
    // Inserted already leased by its sender, so that the worker does not deliver it a second time.
    const { template, ...rendered } = message;
    const [row] =
      template === undefined
        ? await insertRenderedOutbox(db, { ...rendered, leaseUntil })
        : await insertTemplateOutbox(db, { ...rendered, template, leaseUntil });
    return row;
  },

  /** Claims due messages (skipping those another replica holds) and leases them until `leaseUntil`. */
  async claimDueOutbox(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  },

  async deleteOutbox(db: Db, id: string): Promise<void> {
    await deleteOutboxQuery(db, { id });
  },

  async rescheduleOutbox(db: Db, id: string, nextAttemptAt: Date, error: string, giveUp: boolean): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt, lastError: error.slice(0, 500), status: giveUp ? 'failed' : 'pending' })
      .where(eq(mailOutbox.id, id));
  },

  /** Messages waiting to leave, and when the oldest of them was queued (null: none). */
  async outboxBacklog(db: Db): Promise<{ waiting: number; oldestAt: Date | null }> {
    const [row] = await db
      .select({ waiting: sql<number>`count(*)::int`, oldestAt: sql<string | null>`min(${mailOutbox.createdAt})` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return { waiting: Number(row?.waiting ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
  },

  /**
   * The mail budget's recipient allowances (MailBudget): of these keys, those free now (never
   * used, or renewed since `now`), which this marks used until `until`, in one statement.
   */
  async claimRecipients(db: Db, keys: readonly string[], now: number, until: number): Promise<Set<string>> {
    const rows = await db
      .insert(apiRateCounters)
      .values(keys.map((key) => ({ key, window: until, count: 1 })))
      .onConflictDoUpdate({
        target: apiRateCounters.key,
        set: { window: sql`excluded.window`, count: sql`excluded.count` },
        setWhere: sql`${apiRateCounters.window} <= ${now}`,
      })
      .returning({ key: apiRateCounters.key });
    return new Set(rows.map((row) => row.key));
  },

  /** Gives back allowances claimed until `until` that were not used. */
  async releaseRecipients(db: Db, keys: readonly string[], until: number): Promise<void> {
    await db
      .delete(apiRateCounters)
      .where(and(inArray(apiRateCounters.key, [...keys]), eq(apiRateCounters.window, until)));
  },

  /** Adds `n` to an account's count (a new window from `now` when the last one ended); answers the total. */
  async addToAccount(db: Db, key: string, n: number, now: number, until: number): Promise<number> {
    const renewed = sql`${apiRateCounters.window} <= ${now}`;
    const [row] = await db
      .insert(apiRateCounters)
      .values({ key, window: until, count: n })
      .onConflictDoUpdate({
        target: apiRateCounters.key,
        set: {
          count: sql`case when ${renewed} then excluded.count else ${apiRateCounters.count} + excluded.count end`,
          window: sql`case when ${renewed} then excluded.window else ${apiRateCounters.window} end`,
        },
      })
      .returning({ count: apiRateCounters.count });
    return row.count;
  },

  /** Removes the budget's counters whose window has ended. */
  async sweepBudget(db: Db, now: number): Promise<void> {
    await db
      .delete(apiRateCounters)
      .where(and(sql`${apiRateCounters.key} like 'mail-%'`, lte(apiRateCounters.window, now)));
  },

  async listOutbox(db: Db): Promise<OutboxRow[]> {
    return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
  },

  async insertMailbox(
    db: Db,
    message: { recipient: string; subject: string; text: string; html: string },
  ): Promise<void> {
    await insertMailboxQuery(db, message);
  },

  async listMailbox(db: Db, recipient: string | undefined, limit: number): Promise<MailboxMessage[]> {
    const rows = recipient
      ? await mailboxOfQuery(db, { recipient: recipient.trim().toLowerCase(), limit })
      : await db.select().from(mailMailbox).orderBy(desc(mailMailbox.sentAt), desc(mailMailbox.id)).limit(limit);
    return rows.map((row) => ({
      recipient: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: row.sentAt.toISOString(),
    }));
  },
};

export type MailRepository = typeof mailRepository;
