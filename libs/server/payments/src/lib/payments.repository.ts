import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type Settlement = Pick<PaymentRow, 'status' | 'transactionId' | 'message'>;

export const paymentsRepository = {
  /** The new PENDING row, or null when a payment with this idempotency key exists already. */
  async insertPending(db: Db, values: NewPayment): Promise<PaymentRow | null> {
    const [row] = await db
      .insert(payments)
      .values({ ...values, status: 'PENDING' })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    return row ?? null;
  },

  async findByKey(db: Db, idempotencyKey: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1);
    return row ?? null;
  },

  /** Records the outcome of a PENDING payment; null when it was no longer PENDING (settled by someone else). */
  async settle(db: Db, id: string, settlement: Settlement, at: Date): Promise<PaymentRow | null> {
    const [row] = await db
      .update(payments)
      .set({ ...settlement, updatedAt: at })
      .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
      .returning();
    return row ?? null;
  },

  async pendingCreatedBefore(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'PENDING'), lt(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /**
   * Takes a PENDING payment for reconciliation: only one of several concurrent sweeps gets it
   * (the others find updated_at moved). Free when never claimed (updated_at is still created_at)
   * or when the last claim's lease ran out (updated_at before `leaseFreeBefore`).
   */
  async claim(db: Db, id: string, leaseFreeBefore: Date, at: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ updatedAt: at })
      .where(
        and(
          eq(payments.id, id),
          eq(payments.status, 'PENDING'),
          or(eq(payments.updatedAt, payments.createdAt), lt(payments.updatedAt, leaseFreeBefore)),
        ),
      )
      .returning({ id: payments.id });
    return rows.length === 1;
  },
};
