import { and, asc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import { payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type Settlement = Pick<PaymentRow, 'status' | 'transactionId' | 'message'> & { fulfilledAt?: Date | null };

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

  /** The purpose was brought in line with the outcome (idempotent). */
  async markFulfilled(db: Db, id: string, at: Date): Promise<void> {
    await db
      .update(payments)
      .set({ fulfilledAt: at })
      .where(and(eq(payments.id, id), isNull(payments.fulfilledAt)));
  },

  /** Settled payments whose purpose was never fulfilled (the request failed after the charge), oldest first. */
  async unfulfilledSettledBefore(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(isNull(payments.fulfilledAt), ne(payments.status, 'PENDING'), lt(payments.updatedAt, before)))
      .orderBy(asc(payments.updatedAt))
      .limit(limit);
  },

  /** Takes a settled, unfulfilled payment for one sweep: only the one that moves updated_at from what it read. */
  async claimSettled(db: Db, row: PaymentRow, at: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ updatedAt: at })
      .where(and(eq(payments.id, row.id), isNull(payments.fulfilledAt), eq(payments.updatedAt, row.updatedAt)))
      .returning({ id: payments.id });
    return rows.length === 1;
  },

  /** An APPROVED charge voided at the gateway: VOIDED and fulfilled. */
  async markVoided(db: Db, id: string, message: string, at: Date): Promise<PaymentRow | null> {
    const [row] = await db
      .update(payments)
      .set({ status: 'VOIDED', message, fulfilledAt: at, updatedAt: at })
      .where(and(eq(payments.id, id), eq(payments.status, 'APPROVED')))
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
