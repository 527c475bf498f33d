import Type, { type Static } from 'typebox';

const OptionalText = () => Type.Optional(Type.Union([Type.String(), Type.Null()]));

/** The most one payment may be, in cents ($10,000,000): far above any festival's fees, within the stored column. */
export const PAYMENT_AMOUNT_MAX = 1_000_000_000;

/**
 * A card payment as the API receives it (SPEC.md §3 "Payment payload"; the rules are
 * `paymentPayloadSchema`): card number without spaces, expiry as YYYY-MM, amount in integer cents.
 */
export const PaymentPayload = Type.Object({
  cardNumber: Type.String(),
  cardName: Type.String(),
  cardCode: Type.String(),
  expirationDate: Type.String({ description: 'YYYY-MM' }),
  firstName: OptionalText(),
  lastName: OptionalText(),
  email: OptionalText(),
  city: OptionalText(),
  countryId: Type.String(),
  zipCode: OptionalText(),
  state: OptionalText(),
  phone: OptionalText(),
  address: OptionalText(),
  amount: Type.Integer({ minimum: 0, maximum: PAYMENT_AMOUNT_MAX, description: 'fees plus transaction fee, in cents' }),
});
export type PaymentPayload = Static<typeof PaymentPayload>;
