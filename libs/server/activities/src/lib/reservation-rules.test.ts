import { BusinessRuleError, ConflictError } from '@festival/server-platform';
import {
  checkPayment,
  decidePlaces,
  FULLY_REGISTERED_MESSAGE,
  holdsPlace,
  isOpenOffer,
  placesFree,
  type PlacesInput,
} from './reservation-rules';

const people = (n: number, paying = n) =>
  Array.from({ length: n }, (_, i) => ({ id: `a${i + 1}`, isPayment: i < paying }));
const input = (overrides: Partial<PlacesInput>): PlacesInput => ({
  free: 5,
  isAllowWaitList: false,
  type: 'GENERAL',
  feeCents: 0,
  newcomers: people(2),
  offersToPay: 0,
  ...overrides,
});

describe('placesFree', () => {
  it.each([
    [{ capacity: 10, isAllowWaitList: false }, 4, 0, 6],
    [{ capacity: 10, isAllowWaitList: false }, 12, 0, 0],
    // People waiting come first: a place freed is theirs, not a newcomer's.
    [{ capacity: 10, isAllowWaitList: true }, 8, 1, 1],
    [{ capacity: 10, isAllowWaitList: true }, 8, 5, 0],
  ])('%o with %i held and %i waiting → %i', (activity, held, waiting, expected) => {
    expect(placesFree(activity, held, waiting)).toBe(expected);
  });
});

describe('decidePlaces', () => {
  it('gives places in the order given and charges nobody at a free activity', () => {
    expect(decidePlaces(input({ free: 1, isAllowWaitList: true, newcomers: people(3) }))).toEqual({
      granted: ['a1'],
      waitlisted: ['a2', 'a3'],
      dropped: [],
      paying: 0,
      amountCents: 0,
    });
  });

  it('without a waitlist refuses a group larger than the places unless the extra ones are flagged not paying', () => {
    expect(() => decidePlaces(input({ free: 2, newcomers: people(3) }))).toThrow(ConflictError);
    expect(decidePlaces(input({ free: 2, newcomers: people(3, 2) }))).toMatchObject({
      granted: ['a1', 'a2'],
      dropped: ['a3'],
    });
  });

  it('without a waitlist and no place answers the Fully Registered message', () => {
    expect(() => decidePlaces(input({ free: 0, newcomers: people(1, 0) }))).toThrow(FULLY_REGISTERED_MESSAGE);
  });

  it('charges GENERAL attendees with places, plus offers taken up: fee × count + card fee', () => {
    expect(decidePlaces(input({ free: 2, isAllowWaitList: true, feeCents: 2500, newcomers: people(3) }))).toMatchObject(
      {
        paying: 2,
        amountCents: 5181,
      },
    );
    expect(decidePlaces(input({ feeCents: 2500, newcomers: [], offersToPay: 1 }))).toMatchObject({
      paying: 1,
      amountCents: 2606,
    });
  });

  it('never charges DELEGATE attendees, nor anyone who only waits', () => {
    expect(decidePlaces(input({ type: 'DELEGATE', feeCents: 2500 }))).toMatchObject({ paying: 0, amountCents: 0 });
    expect(decidePlaces(input({ free: 0, isAllowWaitList: true, feeCents: 2500, newcomers: people(2) }))).toMatchObject(
      { waitlisted: ['a1', 'a2'], paying: 0, amountCents: 0 },
    );
  });
});

describe('checkPayment', () => {
  const payment = (amount: number) =>
    ({
      cardNumber: '4111111111111111',
      cardName: 'A',
      cardCode: '123',
      expirationDate: '2030-12',
      countryId: 'US',
      amount,
    }) as const;

  it('accepts the exact amount with a key, and no payment when nothing is to pay', () => {
    expect(() => checkPayment(payment(5181), 'key', 5181)).not.toThrow();
    expect(() => checkPayment(null, undefined, 0)).not.toThrow();
  });

  it.each([
    ['a missing payment', null, 'key', 5181, /A payment of \$51\.81 is required/],
    ['another amount', payment(5000), 'key', 5181, /must be \$51\.81 \(fees plus the card fee\), not \$50\.00/],
    ['a payment where none is needed', payment(106), 'key', 0, /No payment is needed/],
    ['no idempotency key', payment(5181), undefined, 5181, /idempotencyKey/],
  ])('refuses %s with 422', (_case, given, key, amount, message) => {
    expect(() => checkPayment(given, key, amount)).toThrow(BusinessRuleError);
    expect(() => checkPayment(given, key, amount)).toThrow(message);
  });
});

describe('places held', () => {
  const now = new Date('2027-07-01T00:00:00Z');
  const later = new Date('2027-07-02T00:00:00Z');
  it.each([
    [{ status: 'RESERVED', heldUntil: null, paymentId: null }, true, false],
    [{ status: 'CHECKED_IN', heldUntil: null, paymentId: null }, true, false],
    [{ status: 'WAITING_LIST', heldUntil: null, paymentId: null }, false, false],
    [{ status: 'WAITING_LIST', heldUntil: later, paymentId: null }, true, true],
    [{ status: 'WAITING_LIST', heldUntil: later, paymentId: 'p' }, true, false],
    [{ status: 'CANCELED', heldUntil: later, paymentId: null }, false, false],
  ] as const)('%o holds a place: %s; open offer: %s', (row, holds, offer) => {
    expect(holdsPlace(row)).toBe(holds);
    expect(isOpenOffer(row, now)).toBe(offer);
  });
});
