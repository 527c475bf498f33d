/**
 * What a card processor does for us: charge once, and say later what became of a charge whose
 * answer never came (reconciliation). Two adapters: the in-process sandbox (the default) and
 * Authorize.net.
 */
export interface GatewayCharge {
  /** Our reference for the charge, at most 20 characters (Authorize.net's invoiceNumber). */
  reference: string;
  amountCents: number;
  /** Shown on the statement, e.g. "Festival registration × 2". */
  description: string;
  /** Used for this call only: never stored, never logged. */
  card: { number: string; code: string; nameOnCard: string; expirationDate: string /* YYYY-MM */ };
  billing: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    countryId: string;
  };
}

/** The processor's answer; `message` is the processor's reason, safe to show (it holds no card data). */
export type GatewayResult =
  | { status: 'APPROVED'; transactionId: string }
  | { status: 'DECLINED' | 'FAILED'; transactionId: string | null; message: string };

export type GatewayName = 'sandbox' | 'authorizenet';

export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * Charges the card. Throws GatewayTimeoutError when the answer did not come in time (the charge
   * may have happened), GatewayUnavailableError when the request surely never reached the processor.
   */
  charge(charge: GatewayCharge): Promise<GatewayResult>;
  /** What became of the charge with this reference; null when the processor has none. */
  lookup(reference: string): Promise<GatewayResult | null>;
  /**
   * Voids an approved charge that was not yet settled by the bank (reconciliation, when what it
   * paid for could not be kept): the card is not charged in the end. Throws when the processor
   * refuses (the next sweep tries again; the operator sees the log line).
   */
  voidCharge(reference: string, transactionId: string): Promise<void>;
}

/** The processor did not answer in time: the charge may or may not have happened. */
export class GatewayTimeoutError extends Error {
  override name = 'GatewayTimeoutError';
}

/** The request never reached the processor (refused connection, bad credentials): nothing was charged. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export const DECLINED_MESSAGE = 'This transaction has been declined.';
