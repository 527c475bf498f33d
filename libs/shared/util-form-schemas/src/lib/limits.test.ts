import { signUpSchema, verificationCodeSchema } from './account-schemas';
import { attendeeSchema } from './attendee-schema';
import { paymentPayloadSchema, paymentSchema } from './payment-schema';
import { registrationFormSchema } from './registration-form-schema';
import { messagesFor } from './test-helpers';
import type { Validatable } from './validate';

const attendee = attendeeSchema({ type: 'GENERAL', isMainProfile: true });
const maxMessage = (max: number) => `reached maximum length of ${max} characters`;

// SPEC.md §9 "Lengths", each through a field that enforces it:
// [what, length, schema, field, a character the field accepts, the other values it needs].
const capped: Array<[string, number, Validatable<unknown>, string, string, Record<string, unknown>?]> = [
  ['code (delegation key)', 16, registrationFormSchema, 'delegationKey', 'K', { type: 'DELEGATE' }],
  ['max text (city)', 255, attendee, 'city', 'a'],
  ['sign-up names', 25, signUpSchema, 'firstName', 'a'],
  ['address', 500, attendee, 'address', 'a'],
  ['zip', 128, attendee, 'zipCode', '9'],
  ['card code', 3, paymentSchema, 'cardCode', '7'],
];

describe('the lengths of SPEC.md §9, as the rules enforce them', () => {
  it.each(capped)('%s: %i characters pass, one more is refused', (_what, length, schema, field, char, others = {}) => {
    const text = (n: number) => char.repeat(n);
    expect(messagesFor(schema, { ...others, [field]: text(length) }, field)).toEqual([]);
    expect(messagesFor(schema, { ...others, [field]: text(length + 1) }, field)).toEqual([maxMessage(length)]);
  });

  it('expiry: 5 characters (MM/YY), a sixth is refused', () => {
    expect(messagesFor(paymentSchema, { cardExpirationDate: '12/29' }, 'cardExpirationDate')).toEqual([]);
    expect(messagesFor(paymentSchema, { cardExpirationDate: '12/299' }, 'cardExpirationDate')).toContain(maxMessage(5));
  });

  it.each([
    ['card number', 16, paymentPayloadSchema, 'cardNumber', 'Card number must be 16 digits'],
    ['verification code', 6, verificationCodeSchema, 'code', 'The code must be 6 digits'],
  ])('%s: exactly %i digits', (_what, digits, schema, field, refused) => {
    const value = (n: number) => ({ [field]: '4'.repeat(n) });
    expect(messagesFor(schema, value(digits), field)).toEqual([]);
    expect(messagesFor(schema, value(digits - 1), field)).toEqual([refused]);
    expect(messagesFor(schema, value(digits + 1), field)).toEqual([refused]);
  });
});
