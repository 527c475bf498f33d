import { randomInt } from 'node:crypto';
import {
  DECLINED_MESSAGE,
  GatewayTimeoutError,
  type GatewayCharge,
  type GatewayResult,
  type PaymentGateway,
} from './payment-gateway';

/**
 * The sandbox's test cards (listed in the README): any other number passing the Luhn check is
 * approved. The numbers are the well-known test cards of Stripe and Authorize.net.
 */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  /** The sandbox answers too late (a timeout), yet its "bank" charged the card: reconciliation finds it. */
  timeout: '4000000000000119',
  /** The sandbox answers too late, and its "bank" declined the card: reconciliation finds the decline. */
  timeoutDeclined: '4000000000000127',
} as const;

export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const EXPIRED_CARD_MESSAGE = 'The credit card has expired.';

/**
 * The default gateway: no network, no account. It keeps its "bank" in memory (the charges by
 * reference), which is what reconciliation asks after a timeout.
 */
export function createSandboxGateway(): PaymentGateway & {
  charges(): ReadonlyMap<string, GatewayResult>;
  /** The references of the charges voided, with their transaction ids. */
  voids(): ReadonlyMap<string, string>;
} {
  const bank = new Map<string, GatewayResult>();
  const voided = new Map<string, string>();
  const transactionId = () => `sandbox-${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;

  function decide(charge: GatewayCharge): GatewayResult {
    switch (charge.card.number) {
      case SANDBOX_CARDS.declined:
      case SANDBOX_CARDS.timeoutDeclined:
        return { status: 'DECLINED', transactionId: transactionId(), message: DECLINED_MESSAGE };
      case SANDBOX_CARDS.insufficientFunds:
        return { status: 'DECLINED', transactionId: transactionId(), message: INSUFFICIENT_FUNDS_MESSAGE };
      case SANDBOX_CARDS.expired:
        return { status: 'FAILED', transactionId: null, message: EXPIRED_CARD_MESSAGE };
      default:
        return { status: 'APPROVED', transactionId: transactionId() };
    }
  }

  return {
    name: 'sandbox',
    async charge(charge) {
      const known = bank.get(charge.reference);
      // Like a processor's duplicate check: the same reference is never charged twice.
      if (known) return known;
      const result = decide(charge);
      bank.set(charge.reference, result);
      if (charge.card.number === SANDBOX_CARDS.timeout || charge.card.number === SANDBOX_CARDS.timeoutDeclined)
        throw new GatewayTimeoutError('The sandbox did not answer in time');
      return result;
    },
    async lookup(reference) {
      return bank.get(reference) ?? null;
    },
    async voidCharge(reference, transactionId) {
      const known = bank.get(reference);
      if (known?.status !== 'APPROVED' || known.transactionId !== transactionId)
        throw new Error('The sandbox has no approved charge with this reference and transaction id to void');
      voided.set(reference, transactionId);
    },
    charges: () => bank,
    voids: () => voided,
  };
}
