import {
  registrationPayloadSchema,
  validateOrErrorsSync,
  type AttendeeFormValues,
  type PaymentFormValues,
  type RegistrationFormValues,
} from '@festival/shared-util-form-schemas';
import {
  expirationToIsoMonth,
  newAttendee,
  toActivityRegistrationPayload,
  toPaymentPayload,
  toRegistrationPayload,
} from './payloads';

const payment: PaymentFormValues = {
  cardNumber: '4111 1111 1111 1111',
  cardName: ' Mary Jane ',
  cardCode: '123',
  cardExpirationDate: '09/27',
  billingFirstName: 'Mary ',
  billingLastName: ' Jane',
  billingPhone: '(808) 956-8111',
  billingEmail: 'mary@example.org',
  billingAddress: '1 Festival Way',
  billingCity: 'Honolulu',
  billingState: 'HI',
  billingCountryId: 'US',
  billingZipCode: '96813',
};

const main: AttendeeFormValues = {
  id: 'att-1',
  isMainProfile: true,
  firstName: '  Kēhau ',
  lastName: 'Kahale ',
  email: ' kehau@example.org ',
  dob: new Date(1990, 3, 12),
  phone: ' (808) 956-8111',
  address: ' 1 Festival Way ',
  city: 'Honolulu ',
  state: 'HI',
  countryId: 'US',
  zipCode: '96813 ',
  languageIds: ['en', 'haw'],
  ethnicity: ' Native Hawaiian ',
  emergencyName: ' Lani ',
  emergencyPhone: '+1 808 555 0123',
  emergencyEmail: 'lani@example.org',
  emergencyRelationship: 'Sister',
  isPayment: true,
  isReleaseForm: true,
  signatureUrl: 'https://files.example/sig.png',
};
const other: AttendeeFormValues = {
  ...main,
  id: null,
  isMainProfile: false,
  email: '   ',
  dob: '2001-02-03',
  emergencyName: 'Own contact',
  isReleaseForm: true,
  signatureUrl: 'x',
};

const form = (patch: Partial<RegistrationFormValues>): RegistrationFormValues => ({
  type: 'GENERAL',
  attendees: [main, other],
  payment: null,
  isRequiredPaymentRegistration: false,
  isApplyEmergencyContactForAll: false,
  delegationKey: ' KEY-1 ',
  ...patch,
});

describe('toPaymentPayload (SPEC.md §3 "Payment payload")', () => {
  it('renames the billing fields, strips the card number, turns MM/YY into YYYY-MM', () => {
    expect(toPaymentPayload(payment, 5181)).toEqual({
      cardNumber: '4111111111111111',
      cardName: 'Mary Jane',
      cardCode: '123',
      expirationDate: '2027-09',
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
    });
  });

  it.each([
    ['01/30', '2030-01'],
    ['12/24', '2024-12'],
    [' 05/29 ', '2029-05'],
  ])('%o → %s', (mmYy, iso) => {
    expect(expirationToIsoMonth(mmYy)).toBe(iso);
  });
  it.each(['1/30', '2030-01', ''])('refuses %o', (bad) => {
    expect(() => expirationToIsoMonth(bad)).toThrow(RangeError);
  });
});

describe('toRegistrationPayload (SPEC.md §3 "Registration payload")', () => {
  it('general: trimmed text, null empty email, no emergency contact, dob as a date, no key', () => {
    const payload = toRegistrationPayload(form({}), 'event-1');
    expect(payload).toEqual({
      eventId: 'event-1',
      type: 'GENERAL',
      payment: null,
      attendees: [
        {
          id: 'att-1',
          isMainProfile: true,
          firstName: 'Kēhau',
          lastName: 'Kahale',
          email: 'kehau@example.org',
          dob: '1990-04-12',
          phone: '(808) 956-8111',
          address: '1 Festival Way',
          city: 'Honolulu',
          state: 'HI',
          countryId: 'US',
          zipCode: '96813',
          languageIds: ['en', 'haw'],
          ethnicity: 'Native Hawaiian',
          emergencyName: null,
          emergencyPhone: null,
          emergencyEmail: null,
          emergencyRelationship: null,
          isPayment: true,
          isReleaseForm: false,
          signatureUrl: null,
        },
        expect.objectContaining({
          id: null,
          isMainProfile: false,
          email: null,
          dob: '2001-02-03',
          emergencyName: null,
        }),
      ],
    });
    expect(payload).not.toHaveProperty('delegationKey');
  });

  it('delegate: emergency contacts kept, key trimmed, release form for the main profile only', () => {
    const payload = toRegistrationPayload(form({ type: 'DELEGATE' }), 'event-1');
    expect(payload.type).toBe('DELEGATE');
    expect(payload.delegationKey).toBe('KEY-1');
    expect(payload.attendees[0]).toMatchObject({
      emergencyName: 'Lani',
      emergencyPhone: '+1 808 555 0123',
      emergencyEmail: 'lani@example.org',
      emergencyRelationship: 'Sister',
      isReleaseForm: true,
      signatureUrl: 'https://files.example/sig.png',
    });
    expect(payload.attendees[1]).toMatchObject({
      emergencyName: 'Own contact',
      isReleaseForm: false,
      signatureUrl: null,
    });
  });

  it("delegate with the contact applied to all: everyone gets the main profile's", () => {
    const payload = toRegistrationPayload(form({ type: 'DELEGATE', isApplyEmergencyContactForAll: true }), 'event-1');
    expect(payload.attendees.map((a) => a.emergencyName)).toEqual(['Lani', 'Lani']);
  });

  it.each([
    [true, payment, 2500, { cardNumber: '4111111111111111', amount: 2500 }],
    [false, payment, 2500, null],
    [true, null, 2500, null],
  ])('payment required %s → payment %o', (required, paymentForm, amount, expected) => {
    const payload = toRegistrationPayload(
      form({ isRequiredPaymentRegistration: required, payment: paymentForm }),
      'event-1',
      amount,
    );
    if (expected === null) expect(payload.payment).toBeNull();
    else expect(payload.payment).toMatchObject(expected);
  });
});

describe('what the API receives', () => {
  it.each([
    ['general', form({})],
    ['delegate', form({ type: 'DELEGATE' })],
    [
      'delegate, contact for all',
      form({
        type: 'DELEGATE',
        isApplyEmergencyContactForAll: true,
        attendees: [main, { ...other, emergencyName: '' }],
      }),
    ],
    ['general with payment', form({ isRequiredPaymentRegistration: true, payment })],
  ])('a %s payload passes the shared payload schema', (_name, values) => {
    const result = validateOrErrorsSync(registrationPayloadSchema, toRegistrationPayload(values, 'event-1', 5181), {
      now: new Date('2024-06-01T12:00:00Z'),
    });
    expect(result).toHaveProperty('value');
  });
});

describe('toActivityRegistrationPayload', () => {
  it('sends the sub-event, attendees (id, isPayment) and the payment', () => {
    expect(
      toActivityRegistrationPayload(
        'sub-1',
        [{ id: 'a', isPayment: true, name: 'x' } as never, { id: 'b', isPayment: false }],
        { form: payment, amountCents: 2606 },
      ),
    ).toEqual({
      subEventId: 'sub-1',
      attendees: [
        { id: 'a', isPayment: true },
        { id: 'b', isPayment: false },
      ],
      payment: expect.objectContaining({ cardNumber: '4111111111111111', expirationDate: '2027-09', amount: 2606 }),
    });
    expect(toActivityRegistrationPayload('sub-1', [], null).payment).toBeNull();
  });
});

describe('newAttendee', () => {
  const profile = { firstName: 'Kēhau', lastName: 'Kahale', email: 'k@example.org' };
  it.each([
    [true, { firstName: 'Kēhau', lastName: 'Kahale', email: 'k@example.org' }],
    [false, { firstName: '', lastName: '', email: '' }],
  ])('main profile %s starts from %o', (isMain, expected) => {
    expect(newAttendee(isMain, profile)).toMatchObject({
      isMainProfile: isMain,
      ...expected,
      dob: null,
      languageIds: [],
    });
  });
});
