import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@festival/server-db';
import {
  payments as paymentsTable,
  type ChargeOutcome,
  type ChargeRequest,
  type Payments,
  type PaymentPurpose,
  type SettlementHandler,
} from '@festival/server-payments';

/** Card numbers the fake answers other than APPROVED (the real sandbox documents its own). */
export const FAKE_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  failed: '4000000000009995',
  pending: '4000000000000119',
} as const;

export const DECLINED_MESSAGE = 'The card was declined.';
export const FAILED_MESSAGE = 'The card has insufficient funds.';

/**
 * A stand-in for the payments module until it lands: no gateway, the outcome chosen by card
 * number, one payments row per idempotency key (records point at it), the same key answering the
 * first outcome without a second charge. `settle` plays the reconciliation of a PENDING charge.
 */
export function fakePayments(db: Db) {
  const byKey = new Map<string, Promise<ChargeOutcome>>();
  const handlers = new Map<PaymentPurpose, SettlementHandler>();
  const charges: ChargeRequest[] = [];

  async function chargeOnce(request: ChargeRequest): Promise<ChargeOutcome> {
    charges.push(request);
    const number = request.payment.cardNumber;
    const status: 'APPROVED' | 'DECLINED' | 'FAILED' | 'PENDING' =
      number === FAKE_CARDS.declined
        ? 'DECLINED'
        : number === FAKE_CARDS.failed
          ? 'FAILED'
          : number === FAKE_CARDS.pending
            ? 'PENDING'
            : 'APPROVED';
    const message = status === 'DECLINED' ? DECLINED_MESSAGE : status === 'FAILED' ? FAILED_MESSAGE : null;
    const [row] = await db
      .insert(paymentsTable)
      .values({
        idempotencyKey: request.idempotencyKey,
        requestHash: `${request.purpose}:${request.referenceId}:${request.amountCents}`,
        userId: request.userId,
        purpose: request.purpose,
        referenceId: request.referenceId,
        amount: request.amountCents,
        status,
        gateway: 'fake',
        transactionId: status === 'APPROVED' ? `fake-${randomUUID().slice(0, 8)}` : null,
        cardBrand: 'Visa',
        cardLast4: number.slice(-4),
        message,
      })
      .returning();
    const receipt = {
      id: row.id,
      status,
      amount: row.amount,
      currency: 'USD' as const,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      transactionId: row.transactionId,
    };
    if (status === 'DECLINED' || status === 'FAILED') return { status, receipt, message: message as string };
    return { status, receipt } as ChargeOutcome;
  }

  const payments: Payments & {
    charges: ChargeRequest[];
    /** Nothing to reconcile: `settle` plays it when a test wants it. */
    reconcilePending(): Promise<number>;
    settle(paymentId: string, status: 'APPROVED' | 'DECLINED' | 'FAILED'): Promise<void>;
  } = {
    charges,
    reconcilePending: () => Promise.resolve(0),
    charge(request) {
      const first = byKey.get(request.idempotencyKey);
      if (first) return first;
      const outcome = chargeOnce(request);
      byKey.set(request.idempotencyKey, outcome);
      return outcome;
    },
    onSettled(purpose, handler) {
      handlers.set(purpose, handler);
    },
    async settle(paymentId, status) {
      const [row] = await db
        .update(paymentsTable)
        .set({ status, transactionId: status === 'APPROVED' ? `fake-${randomUUID().slice(0, 8)}` : null })
        .where(eq(paymentsTable.id, paymentId))
        .returning();
      await handlers.get(row.purpose as PaymentPurpose)?.({
        paymentId,
        purpose: row.purpose as PaymentPurpose,
        referenceId: row.referenceId,
        userId: row.userId,
        status,
      });
    },
  };
  return payments;
}

export type FakePayments = ReturnType<typeof fakePayments>;
