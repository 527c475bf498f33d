/**
 * Card fees (SPEC.md §9), in integer cents throughout.
 *
 * The SPEC: "Card fee: (0.30 + 2.9% of fee per person times quantity) divided by 0.971,
 * rounded up to cents." Read literally, with A = fee per person × quantity in dollars:
 *
 *     transaction fee = (0.30 + 0.029 × A) / 0.971, rounded up to the next cent
 *
 * which is the usual gross-up (A + 0.30) / (1 − 0.029) − A: the customer pays the card
 * processor's 2.9% + 30¢ on the whole charge, so the festival receives A in full.
 *
 * In cents (a = A × 100) and multiplied through by 1000 to stay in integers:
 *
 *     fee cents = ceil((30 000 + 29 × a) / 971)
 *
 * e.g. 2 × $25.00: ceil((30 000 + 29 × 5000) / 971) = ceil(175 000 / 971) = ceil(180.22…) = 181,
 * so $1.81, total $51.81. A zero fee charges nothing, so no transaction fee either.
 */
const FIXED_FEE_MILLICENTS = 30_000; // 30¢ × 1000
const PERCENT_FEE_PER_MILLE = 29; // 2.9% × 1000
const DIVISOR_PER_MILLE = 971; // 0.971 × 1000

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** ceil(n / d) for non-negative integers, exactly (no float division). */
function ceilDiv(n: number, d: number): number {
  const remainder = n % d;
  return (n - remainder) / d + (remainder > 0 ? 1 : 0);
}

/** The card transaction fee for `quantity` paying attendees at `feePerPersonCents` each. */
export function transactionFeeCents(feePerPersonCents: number, quantity: number): number {
  assertCents('feePerPersonCents', feePerPersonCents);
  assertCents('quantity', quantity);
  const subtotal = feePerPersonCents * quantity;
  if (subtotal === 0) return 0;
  return ceilDiv(FIXED_FEE_MILLICENTS + PERCENT_FEE_PER_MILLE * subtotal, DIVISOR_PER_MILLE);
}

export interface FeeSummary {
  feePerPersonCents: number;
  quantity: number;
  /** fee per person × quantity */
  subtotalCents: number;
  transactionFeeCents: number;
  /** subtotal + transaction fee: the amount charged, shown as "Total (Non-refundable)" */
  totalCents: number;
}

/** The payment screen's fee summary, and the amount the API charges (it recomputes it). */
export function calculateFees(feePerPersonCents: number, quantity: number): FeeSummary {
  const transaction = transactionFeeCents(feePerPersonCents, quantity);
  const subtotal = feePerPersonCents * quantity;
  return {
    feePerPersonCents,
    quantity,
    subtotalCents: subtotal,
    transactionFeeCents: transaction,
    totalCents: subtotal + transaction,
  };
}

/** The total's label (an i18next key with its English default). */
export const TOTAL_LABEL = { key: 'payment.totalNonRefundable', text: 'Total (Non-refundable)' } as const;

export const CURRENCY = 'USD';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Cents as US dollars, e.g. 5181 → "$51.81". The division by 100 is exact to the cent
 * for any safe integer, so no float drift reaches the text.
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return currencyFormatter.format(cents / 100);
}

let currencyFormatter = usd;
/**
 * The language amounts are shown for: still US dollars, written the language's way (French:
 * "51,81 $US"). A site sets it once at start; the server keeps "$51.81".
 */
export function setCurrencyLocale(locale: string): void {
  try {
    currencyFormatter =
      !locale || locale === 'en' || locale.startsWith('en-')
        ? usd
        : new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: CURRENCY,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          });
  } catch {
    currencyFormatter = usd;
  }
}

/** Dollars typed by an admin ("25", "25.5", "25.50") as cents; null when not money. */
export function parseUsdToCents(text: string): number | null {
  const match = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
