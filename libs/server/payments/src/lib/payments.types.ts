import type { PaymentPayload, PaymentReceipt } from '@festival/shared-util-api-contracts';

/**
 * What the other modules see of payments (activities, the main-event registration fee). The
 * module behind it holds the gateway (sandbox or Authorize.net), the idempotency and the
 * reconciliation of charges whose answer never came.
 */
export type PaymentPurpose = 'SUB_EVENT' | 'REGISTRATION';

export interface ChargeRequest {
  /** Made by the client, one per payment attempt: the same key charges at most once. */
  idempotencyKey: string;
  userId: string;
  purpose: PaymentPurpose;
  /** The sub-event's id (SUB_EVENT) or the main event's (REGISTRATION). */
  referenceId: string;
  /**
   * Who the payment is for within the reference (the attendees' ids, or their names for attendees
   * not yet stored), in any order: with the account, purpose, reference, amount and card, what the
   * key is bound to.
   */
  items: readonly string[];
  /** The amount the server computed (never the client's), in cents. */
  amountCents: number;
  /** Shown on the card statement and the receipt, e.g. "Tapa making × 2". */
  description: string;
  /** Card and billing details: used for the charge only, never stored or logged. */
  payment: PaymentPayload;
  /**
   * The caller found what it books already carrying this key (a retried or double-clicked
   * submit): the first outcome is answered again, whatever it was. Otherwise the key may have
   * been used only by an attempt that charged nothing (declined, failed, voided); one that charged,
   * or is being charged, paid for a booking this request did not make (cancelled since, say), and
   * the key is refused rather than made to pay again (refuseSpentKey).
   */
  retry?: boolean;
}

/**
 * APPROVED: charged. DECLINED / FAILED: nothing charged, `message` says why (safe to show).
 * PENDING: the gateway did not answer in time; the charge may or may not have happened, and the
 * reconciliation job settles it later (then `onSettled` is called).
 */
export type ChargeOutcome =
  | { status: 'APPROVED'; receipt: PaymentReceipt }
  | { status: 'DECLINED' | 'FAILED'; receipt: PaymentReceipt; message: string }
  | { status: 'PENDING'; receipt: PaymentReceipt };

/**
 * Called by reconciliation for a payment whose purpose was not fulfilled (a PENDING charge it
 * settled, or a settled one whose request failed before `fulfilled`): it brings what the payment
 * pays for in line with the outcome, and may be called more than once. Answering 'void' (only
 * for an APPROVED payment) says nothing is left to pay for: the charge is voided.
 */
export type SettlementHandler = (settled: {
  paymentId: string;
  purpose: PaymentPurpose;
  referenceId: string;
  /** The request's idempotency key: the purpose's records made by that request carry it too. */
  idempotencyKey: string;
  /** Who paid (null once the account is deleted): the main-event fee's registration is the payer's. */
  userId?: string | null;
  status: 'APPROVED' | 'DECLINED' | 'FAILED';
}) => Promise<void | 'void'>;

export interface Payments {
  /**
   * Charges once per idempotency key. A repeat with the same key and the same request answers the
   * first outcome without charging again (for a request that is not a `retry`, only when the first
   * charged nothing); the same key with a different request is a ConflictError.
   */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * The first outcome of an earlier request with this key, without charging: null when the key is
   * new, a ConflictError when it was used for a different request. Lets a caller refuse a reused
   * key before it writes anything.
   */
  earlier(request: ChargeRequest): Promise<ChargeOutcome | null>;
  /**
   * Says the payment's purpose was brought in line with its outcome (places reserved or released).
   * Until then reconciliation treats it as unfinished and runs the purpose's handler.
   */
  fulfilled(paymentId: string): Promise<void>;
  /** Registers what reconciliation does for an unfinished payment of this purpose. */
  onSettled(purpose: PaymentPurpose, handler: SettlementHandler): void;
}
