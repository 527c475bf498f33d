import { createHash } from 'node:crypto';
import type { Db } from '@festival/server-db';
import { BadRequestError, BusinessRuleError, ConflictError } from '@festival/server-platform';
import { formatUsd } from '@festival/shared-util-fee-calculator';
import type { PaymentPayload, PaymentReceipt } from '@festival/shared-util-api-contracts';
import { cardBrand, lastFour, passesLuhn } from './card';
import {
  GatewayTimeoutError,
  GatewayUnavailableError,
  type GatewayCharge,
  type GatewayResult,
  type PaymentGateway,
} from './payment-gateway';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import type { ChargeOutcome, ChargeRequest, Payments, PaymentPurpose, SettlementHandler } from './payments.types';

export const INVALID_CARD_MESSAGE = 'The card number is not valid.';
export const KEY_REUSED_MESSAGE = 'This payment was already submitted with other details. Please start a new payment.';
export const KEY_SPENT_MESSAGE =
  'This payment already paid for a booking that was cancelled or changed since (nothing is refunded), so it cannot pay for another. Nothing was charged or changed: please start a new payment.';
export const UNAVAILABLE_MESSAGE = 'The payment service is unavailable. Nothing was charged; please try again later.';
export const NEVER_CHARGED_MESSAGE = 'The payment did not reach the card processor. Nothing was charged.';
export const VOIDED_MESSAGE = 'The payment was voided because the booking could not be completed. Nothing was charged.';

/** PENDING payments younger than this are still being charged; reconciliation leaves them alone. */
export const RECONCILE_AFTER_MS = 60_000;
/** How long one sweep holds a payment it reconciles before another sweep may try it. */
const CLAIM_LEASE_MS = 30_000;

export interface PaymentsLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  logger: PaymentsLogger;
  now?: () => Date;
}

/** What app.ts holds: the Payments other modules call, and the reconciliation sweep for the job queue. */
export interface PaymentsService extends Payments {
  /**
   * The reconciliation sweep: settles PENDING payments older than `olderThanMs` (a minute by
   * default) and finishes settled ones whose purpose was not fulfilled (the request failed after
   * the charge), voiding an approved charge that has nothing left to pay for. Returns how many
   * payments it brought to an end.
   */
  reconcilePending(options?: { olderThanMs?: number }): Promise<number>;
}

/**
 * The amount a caller computed (with calculateFees) against the one the client sent: a payment of
 * any other amount is refused before anything is charged.
 */
export function assertAmount(payment: Pick<PaymentPayload, 'amount'>, expectedCents: number): void {
  if (payment.amount !== expectedCents)
    throw new BusinessRuleError(
      `The payment amount must be ${formatUsd(expectedCents)} (fees plus transaction fee); ${formatUsd(payment.amount)} was sent.`,
    );
}

/** Our 20-character reference for the gateway (Authorize.net's invoiceNumber limit): from the payment's id. */
export const gatewayReference = (paymentId: string) => paymentId.replace(/-/g, '').slice(0, 20);

function requestHash(request: ChargeRequest): string {
  const { userId, purpose, referenceId, amountCents, payment, items } = request;
  return createHash('sha256')
    .update(
      JSON.stringify([userId, purpose, referenceId, amountCents, lastFour(payment.cardNumber), [...items].sort()]),
    )
    .digest('hex');
}

/**
 * A key seen before, by a request that is not a retry of it (nothing of the caller's carries the
 * key any more): only an attempt that charged nothing may be answered again. One that charged
 * paid for what that attempt booked; answering it again would book something new for nothing.
 */
export function refuseSpentKey(earlier: ChargeOutcome): void {
  if (earlier.status === 'APPROVED' || earlier.status === 'PENDING') throw new ConflictError(KEY_SPENT_MESSAGE);
}

export function receiptOf(row: PaymentRow): PaymentReceipt {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: 'USD',
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    transactionId: row.transactionId,
  };
}

function outcomeOf(row: PaymentRow): ChargeOutcome {
  const receipt = receiptOf(row);
  if (row.status === 'DECLINED' || row.status === 'FAILED')
    return { status: row.status, receipt, message: row.message ?? 'The payment did not go through.' };
  if (row.status === 'VOIDED') return { status: 'FAILED', receipt, message: row.message ?? VOIDED_MESSAGE };
  return { status: row.status, receipt };
}

function gatewayCharge(row: PaymentRow, request: ChargeRequest): GatewayCharge {
  const p = request.payment;
  return {
    reference: gatewayReference(row.id),
    amountCents: row.amount,
    description: request.description,
    card: { number: p.cardNumber, code: p.cardCode, nameOnCard: p.cardName, expirationDate: p.expirationDate },
    billing: {
      firstName: p.firstName ?? null,
      lastName: p.lastName ?? null,
      email: p.email ?? null,
      phone: p.phone ?? null,
      address: p.address ?? null,
      city: p.city ?? null,
      state: p.state ?? null,
      zipCode: p.zipCode ?? null,
      countryId: p.countryId,
    },
  };
}

/**
 * Payments (payments.types.ts) over a gateway. The row is written PENDING before the gateway is
 * called, keyed by the idempotency key, so a retry or a double click finds it instead of charging
 * again; the gateway's answer then settles it. A timeout leaves it PENDING for reconcilePending.
 * Only brand, last four, amount, transaction id and the gateway's message are stored; the card
 * number, code and expiry go to the gateway and nowhere else (no row, no log line, no error).
 */
export function createPayments({ db, gateway, logger, now = () => new Date() }: PaymentsDeps): PaymentsService {
  const handlers = new Map<PaymentPurpose, SettlementHandler>();
  // Charges in flight in this process: a concurrent repeat waits for the first one's outcome.
  const inFlight = new Map<string, Promise<ChargeOutcome>>();

  async function settle(row: PaymentRow, result: GatewayResult): Promise<PaymentRow> {
    const settled = await paymentsRepository.settle(
      db,
      row.id,
      {
        status: result.status,
        transactionId: result.transactionId,
        message: result.status === 'APPROVED' ? null : result.message,
      },
      now(),
    );
    // Reconciliation got there first: its record stands.
    return settled ?? (await paymentsRepository.findByKey(db, row.idempotencyKey)) ?? row;
  }

  async function chargeNew(row: PaymentRow, request: ChargeRequest): Promise<ChargeOutcome> {
    const log = { paymentId: row.id, purpose: row.purpose, amount: row.amount, gateway: gateway.name };
    let result: GatewayResult;
    try {
      result = await gateway.charge(gatewayCharge(row, request));
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        logger.error({ ...log, reason: error.message }, 'payment gateway unavailable; nothing charged');
        return outcomeOf(await settle(row, { status: 'FAILED', transactionId: null, message: UNAVAILABLE_MESSAGE }));
      }
      // A timeout, or anything else after the request left: the charge may have happened.
      logger.warn(
        { ...log, reason: error instanceof GatewayTimeoutError ? error.message : (error as Error).name },
        'payment outcome unknown; left PENDING for reconciliation',
      );
      return outcomeOf(row);
    }
    const settled = await settle(row, result);
    logger.info({ ...log, status: settled.status, transactionId: settled.transactionId }, 'payment settled');
    return outcomeOf(settled);
  }

  async function charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const { payment } = request;
    if (!passesLuhn(payment.cardNumber))
      throw new BadRequestError('Invalid input', [{ field: 'payment.cardNumber', message: INVALID_CARD_MESSAGE }]);
    const hash = requestHash(request);
    const running = inFlight.get(request.idempotencyKey);
    const inserted = running
      ? null
      : await paymentsRepository.insertPending(db, {
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          userId: request.userId,
          purpose: request.purpose,
          referenceId: request.referenceId,
          amount: request.amountCents,
          gateway: gateway.name,
          cardBrand: cardBrand(payment.cardNumber),
          cardLast4: lastFour(payment.cardNumber),
        });
    if (!inserted) {
      const existing = await paymentsRepository.findByKey(db, request.idempotencyKey);
      if (!existing || existing.requestHash !== hash) throw new ConflictError(KEY_REUSED_MESSAGE);
      if (!request.retry) refuseSpentKey(outcomeOf(existing));
      const pending = inFlight.get(request.idempotencyKey);
      return pending ?? outcomeOf(existing);
    }
    const outcome = chargeNew(inserted, request).finally(() => inFlight.delete(request.idempotencyKey));
    inFlight.set(request.idempotencyKey, outcome);
    return outcome;
  }

  /**
   * The purpose's handler for a payment with this outcome, then the payment brought to an end:
   * fulfilled, or VOIDED at the gateway when an approved charge has nothing left to pay for. If
   * anything fails, the payment stays unfinished and the next sweep (after the lease) tries again;
   * handlers are written to be run twice.
   */
  async function finish(row: PaymentRow, result: GatewayResult): Promise<'VOIDED' | GatewayResult['status']> {
    const handler = handlers.get(row.purpose as PaymentPurpose);
    const answer = handler
      ? await handler({
          paymentId: row.id,
          purpose: row.purpose as PaymentPurpose,
          referenceId: row.referenceId,
          idempotencyKey: row.idempotencyKey,
          userId: row.userId,
          status: result.status,
        })
      : undefined;
    if (answer === 'void' && result.status === 'APPROVED') {
      if (row.status === 'PENDING')
        await paymentsRepository.settle(
          db,
          row.id,
          { status: 'APPROVED', transactionId: result.transactionId, message: null },
          now(),
        );
      await gateway.voidCharge(gatewayReference(row.id), result.transactionId);
      await paymentsRepository.markVoided(db, row.id, VOIDED_MESSAGE, now());
      logger.warn(
        { paymentId: row.id, purpose: row.purpose, transactionId: result.transactionId },
        'approved payment had nothing left to pay for; voided',
      );
      return 'VOIDED';
    }
    const at = now();
    if (row.status === 'PENDING')
      await paymentsRepository.settle(
        db,
        row.id,
        {
          status: result.status,
          transactionId: result.transactionId,
          message: result.status === 'APPROVED' ? null : result.message,
          fulfilledAt: at,
        },
        at,
      );
    else await paymentsRepository.markFulfilled(db, row.id, at);
    return result.status;
  }

  async function reconcileOne(row: PaymentRow): Promise<boolean> {
    const at = now();
    if (!(await paymentsRepository.claim(db, row.id, new Date(at.getTime() - CLAIM_LEASE_MS), at))) return false;
    const found = await gateway.lookup(gatewayReference(row.id));
    const result: GatewayResult = found ?? { status: 'FAILED', transactionId: null, message: NEVER_CHARGED_MESSAGE };
    const status = await finish(row, result);
    logger.info(
      { paymentId: row.id, purpose: row.purpose, status, transactionId: result.transactionId },
      'pending payment reconciled',
    );
    return true;
  }

  /** A settled payment whose request failed before its purpose was fulfilled (e.g. the database, after the charge). */
  async function fulfilOne(row: PaymentRow): Promise<boolean> {
    if (!(await paymentsRepository.claimSettled(db, row, now()))) return false;
    const result: GatewayResult =
      row.status === 'APPROVED'
        ? { status: 'APPROVED', transactionId: row.transactionId ?? '' }
        : {
            status: row.status === 'DECLINED' ? 'DECLINED' : 'FAILED',
            transactionId: row.transactionId,
            message: row.message ?? '',
          };
    if (row.status === 'VOIDED') {
      await paymentsRepository.markFulfilled(db, row.id, now());
      return true;
    }
    const status = await finish(row, result);
    logger.info(
      { paymentId: row.id, purpose: row.purpose, status, transactionId: row.transactionId },
      'unfinished payment reconciled',
    );
    return true;
  }

  async function earlier(request: ChargeRequest): Promise<ChargeOutcome | null> {
    const existing = await paymentsRepository.findByKey(db, request.idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== requestHash(request)) throw new ConflictError(KEY_REUSED_MESSAGE);
    return outcomeOf(existing);
  }

  return {
    charge,
    earlier,
    onSettled(purpose, handler) {
      handlers.set(purpose, handler);
    },
    async fulfilled(paymentId) {
      await paymentsRepository.markFulfilled(db, paymentId, now());
    },
    async reconcilePending({ olderThanMs = RECONCILE_AFTER_MS } = {}) {
      const before = new Date(now().getTime() - olderThanMs);
      let settled = 0;
      for (const [rows, one] of [
        [await paymentsRepository.pendingCreatedBefore(db, before, 100), reconcileOne],
        [await paymentsRepository.unfulfilledSettledBefore(db, before, 100), fulfilOne],
      ] as const) {
        for (const row of rows) {
          try {
            if (await one(row)) settled += 1;
          } catch (error) {
            logger.error({ paymentId: row.id, reason: (error as Error).message }, 'payment not reconciled');
          }
        }
      }
      return settled;
    },
  };
}
