import { expect, type Locator, type Page } from '@playwright/test';
import { personName } from '@festival/shared-util-registration';

// The sandbox gateway's card numbers (README "Payments") and the one way journeys fill the card.

export const SANDBOX_CARD = {
  approved: '4111111111111111',
  declined: '4000000000000002',
} as const;

/** Fills the card fields of a payment form (the activity's dialog, the registration form's step). */
export async function fillCard(payment: Locator, cardNumber: string, nameOnCard = 'Leilani Kahale'): Promise<void> {
  await payment.getByLabel(/Card number/).fill(cardNumber);
  await payment.getByLabel(/Name on card/).fill(nameOnCard);
  await payment.getByLabel(/Expiration date/).fill('0829');
  await payment.getByLabel(/Security code/).fill('123');
  const country = payment.getByLabel(/Country/);
  if (!(await country.inputValue())) await country.selectOption('US');
}

/**
 * A failed payment is said once, where it happened (the form's alert), not again in a toast. The
 * toast region loads on demand, so this waits long enough for a toast to have come before counting.
 */
export async function saidOnce(page: Page, message: string): Promise<void> {
  await page.waitForTimeout(1500);
  expect(await page.getByText(message).count()).toBe(1);
}

/** The payment payload of SPEC.md §3 for a call from Node, billed to the given person. */
export function cardPayment(cardNumber: string, amountCents: number, who: { firstName: string; lastName: string }) {
  return {
    cardNumber,
    cardName: personName(who),
    cardCode: '123',
    expirationDate: '2029-08',
    firstName: who.firstName,
    lastName: who.lastName,
    email: null,
    city: 'Honolulu',
    countryId: 'US',
    zipCode: '96822',
    state: 'HI',
    phone: '(808) 956-8111',
    address: '2500 Campus Rd',
    amount: amountCents,
  };
}
