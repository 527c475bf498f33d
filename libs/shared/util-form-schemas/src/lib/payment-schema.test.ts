import type { PaymentFormValues } from './form-values';
import { paymentPayloadSchema, paymentSchema } from './payment-schema';
import { messagesFor, validPayment } from './test-helpers';

const REQUIRED = 'This field is required';
const max = (n: number) => `reached maximum length of ${n} characters`;
const EXPIRY = 'Not a valid expiration date. Format: MM/YY';
const long = (n: number) => 'a'.repeat(n);

describe('paymentSchema (SPEC.md §5 "Payment")', () => {
  it('accepts a complete payment', () => {
    for (const field of Object.keys(validPayment)) expect(messagesFor(paymentSchema, validPayment, field)).toEqual([]);
  });

  it.each<[keyof PaymentFormValues, unknown, string[]]>([
    ['cardNumber', '', [REQUIRED]],
    ['cardNumber', '4111111111111111', ['Card number must be 16 digits']],
    ['cardNumber', '4111 1111 1111 111', ['Card number must be 16 digits']],
    ['cardNumber', '4111 1111 1111 1111 1', ['Card number must be 16 digits']],
    ['cardNumber', 'abcd 1111 1111 1111', ['Card number must be 16 digits']],
    ['cardName', '', [REQUIRED]],
    ['cardName', 'Mary J.', ['Special characters are not allowed']],
    ['cardName', long(256), [max(255)]],
    ['cardCode', '', [REQUIRED]],
    ['cardCode', '12a', ['The field should have digits only']],
    ['cardCode', '1234', [max(3)]],
    ['cardCode', '12', []],
    ['cardExpirationDate', '', [REQUIRED]],
    ['cardExpirationDate', '13/29', [EXPIRY]],
    ['cardExpirationDate', '00/29', [EXPIRY]],
    ['cardExpirationDate', '1/29', [EXPIRY]],
    ['cardExpirationDate', '12-29', [EXPIRY]],
    ['cardExpirationDate', '12/2029', [max(5), EXPIRY]],
    ['cardExpirationDate', '01/24', []],
    ['billingFirstName', long(256), [max(255)]],
    ['billingFirstName', '', []],
    ['billingLastName', long(256), [max(255)]],
    ['billingEmail', 'nope', ['Invalid email address']],
    ['billingEmail', '', []],
    ['billingPhone', '123', ['Invalid phone number']],
    ['billingAddress', long(501), [max(500)]],
    ['billingCity', long(256), [max(255)]],
    ['billingState', long(256), [max(255)]],
    ['billingCountryId', '', [REQUIRED]],
    ['billingZipCode', long(129), [max(128)]],
  ])('%s = %o → %o', (field, value, messages) => {
    expect(messagesFor(paymentSchema, { ...validPayment, [field]: value }, field)).toEqual(messages);
  });
});

describe('paymentPayloadSchema (SPEC.md §3 "Payment payload")', () => {
  const payload = {
    cardNumber: '4111111111111111',
    cardName: 'Mary Jane',
    cardCode: '123',
    expirationDate: '2029-12',
    firstName: 'Mary',
    lastName: 'Jane',
    email: 'mary@example.org',
    city: 'Honolulu',
    countryId: 'US',
    zipCode: '96813',
    state: 'HI',
    phone: '(808) 956-8111',
    address: '1 Festival Way',
    amount: 5181,
  };
  it('accepts a complete payload', () => {
    expect(messagesFor(paymentPayloadSchema, payload, '')).toEqual([]);
    expect(paymentPayloadSchema.isValidSync(payload)).toBe(true);
  });
  it.each([
    ['cardNumber', '4111 1111 1111 1111', ['Card number must be 16 digits']],
    ['expirationDate', '12/29', [EXPIRY]],
    ['expirationDate', '2029-13', [EXPIRY]],
    ['amount', 51.81, ['The field should have digits only']],
    ['amount', -1, ['The field should have digits only']],
    ['amount', undefined, [REQUIRED]],
    ['countryId', '', [REQUIRED]],
    ['cardCode', '1234', [max(3)]],
  ])('%s = %o → %o', (field, value, messages) => {
    expect(messagesFor(paymentPayloadSchema, { ...payload, [field]: value }, field)).toEqual(messages);
  });
});
