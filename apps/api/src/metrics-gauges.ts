import { count } from 'drizzle-orm';
import { subEventRegistrations } from '@festival/server-activities';
import type { Database } from '@festival/server-db';
import type { JobQueue } from '@festival/server-jobs';
import { mailRepository } from '@festival/server-mail';
import { payments } from '@festival/server-payments';
import type { ScrapedGauge } from '@festival/server-platform';

/** What Prometheus reads at each scrape: the mail outbox's backlog, the job queues, the database pool. */
export function scrapedGauges(database: Database, jobs: () => JobQueue): ScrapedGauge[] {
  const backlog = () => mailRepository.outboxBacklog(database.db);
  return [
    {
      name: 'festival_mail_outbox_waiting',
      help: 'Messages in the outbox waiting to be sent',
      read: async () => [{ value: (await backlog()).waiting }],
    },
    {
      name: 'festival_mail_outbox_oldest_age_seconds',
      help: 'How long the oldest waiting message has waited (0: none waiting)',
      read: async () => {
        const { oldestAt } = await backlog();
        return [{ value: oldestAt ? Math.max(0, (Date.now() - oldestAt.getTime()) / 1000) : 0 }];
      },
    },
    {
      name: 'festival_jobs_waiting',
      help: "Background jobs queued and not yet started, by job (the whole cluster's on PostgreSQL)",
      labelNames: ['job'],
      read: async () => Object.entries(await jobs().waiting()).map(([job, value]) => ({ labels: { job }, value })),
    },
    // Whole-table counts, one grouped read each per scrape: the cluster's truth at no cost to a
    // booking, and cheap at a festival's size (tens of thousands of rows).
    statusCounts(
      'festival_activity_records',
      'Activity bookings by status (RESERVED, WAITING_LIST, CANCELED): their increase is reservations and waitlist joins, WAITING_LIST to RESERVED promotions',
      () =>
        database.db
          .select({ status: subEventRegistrations.status, n: count() })
          .from(subEventRegistrations)
          .groupBy(subEventRegistrations.status),
    ),
    statusCounts(
      'festival_payments',
      'Card payments by status (APPROVED, DECLINED, FAILED, PENDING, VOIDED), all time',
      () => database.db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status),
    ),
    {
      name: 'festival_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and queries waiting for one (waiting)',
      labelNames: ['state'],
      read: async () =>
        Object.entries(database.poolStats?.() ?? {}).map(([state, value]) => ({ labels: { state }, value })),
    },
  ];
}

/** A gauge of a table's rows by status, read with one grouped count at each scrape. */
function statusCounts(
  name: string,
  help: string,
  rows: () => Promise<Array<{ status: string; n: number }>>,
): ScrapedGauge {
  return {
    name,
    help,
    labelNames: ['status'],
    read: async () => (await rows()).map((row) => ({ labels: { status: row.status }, value: row.n })),
  };
}
