import type { RegistrationFormValues } from './form-values';
import { registrationFormSchema, registrationPayloadSchema } from './registration-form-schema';
import { messagesFor, validAttendee, validPayment } from './test-helpers';
import { validateOrErrorsSync } from './validate';

const now = new Date('2024-06-01T12:00:00Z');
const DUPLICATE = 'This email is associated to an already existing account. Please sign in instead.';
const REQUIRED = 'This field is required';

const general: RegistrationFormValues = {
  type: 'GENERAL',
  attendees: [validAttendee, { ...validAttendee, isMainProfile: false, email: 'other@example.org' }],
  payment: null,
  isRequiredPaymentRegistration: false,
  isApplyEmergencyContactForAll: false,
  delegationKey: null,
};
const delegate: RegistrationFormValues = { ...general, type: 'DELEGATE', delegationKey: 'PACIFIC-2024' };

describe('registrationFormSchema (SPEC.md §5)', () => {
  it.each([
    ['general', general, {}],
    ['delegate', delegate, { isDelegationKeyValid: true }],
    ['delegate before the key check answered', delegate, {}],
    ['with payment', { ...general, isRequiredPaymentRegistration: true, payment: validPayment }, {}],
  ])('accepts a complete %s form', (_name, form, context) => {
    expect(validateOrErrorsSync(registrationFormSchema, form, { now, ...context })).toHaveProperty('value');
  });

  it.each<[string, Partial<RegistrationFormValues>, object, string, string[]]>([
    ['type required', { type: '' }, {}, 'type', [REQUIRED]],
    ['type one of general/delegate', { type: 'VIP' as never }, {}, 'type', ['Please choose one of the options']],
    ['at least one attendee', { attendees: [] }, {}, 'attendees', [REQUIRED]],
    [
      'unique emails',
      { attendees: [validAttendee, { ...validAttendee, isMainProfile: false, email: 'KEHAU@example.org ' }] },
      {},
      'attendees[1].email',
      [DUPLICATE],
    ],
    [
      'first of a duplicate pair keeps no error',
      { attendees: [validAttendee, { ...validAttendee, isMainProfile: false }] },
      {},
      'attendees[0].email',
      [],
    ],
    [
      'empty emails of others never clash',
      {
        attendees: [
          validAttendee,
          { ...validAttendee, isMainProfile: false, email: '' },
          { ...validAttendee, isMainProfile: false, email: '' },
        ],
      },
      {},
      'attendees[2].email',
      [],
    ],
    [
      'attendee rules per item (main needs email)',
      { attendees: [{ ...validAttendee, email: '' }] },
      {},
      'attendees[0].email',
      [REQUIRED],
    ],
    ['general ignores the delegation key', { delegationKey: '' }, {}, 'delegationKey', []],
    [
      'payment required when the registration must pay',
      { isRequiredPaymentRegistration: true, payment: null },
      {},
      'payment',
      [REQUIRED],
    ],
    [
      'payment fields checked when the registration must pay',
      { isRequiredPaymentRegistration: true, payment: { ...validPayment, cardCode: '' } },
      {},
      'payment.cardCode',
      [REQUIRED],
    ],
    ['payment ignored otherwise', { payment: { ...validPayment, cardCode: '' } }, {}, 'payment.cardCode', []],
  ])('general: %s', (_name, patch, context, field, messages) => {
    expect(messagesFor(registrationFormSchema, { ...general, ...patch }, field, { now, ...context })).toEqual(messages);
  });

  it.each<[string, Partial<RegistrationFormValues>, object, string, string[]]>([
    ['delegation key required', { delegationKey: '' }, {}, 'delegationKey', [REQUIRED]],
    [
      'delegation key at most 16',
      { delegationKey: 'K'.repeat(17) },
      {},
      'delegationKey',
      ['reached maximum length of 16 characters'],
    ],
    ['incorrect key', {}, { isDelegationKeyValid: false }, 'delegationKey', ['Incorrect key']],
    ['delegate attendees need emergency contacts', {}, {}, 'attendees[1].emergencyName', []],
    [
      'delegate attendees need languages',
      { attendees: [validAttendee, { ...validAttendee, isMainProfile: false, email: null, languageIds: [] }] },
      {},
      'attendees[1].languageIds',
      ['Please select at least one language'],
    ],
    [
      'only the main profile signs',
      {
        attendees: [
          validAttendee,
          { ...validAttendee, isMainProfile: false, email: null, signatureUrl: null, isReleaseForm: false },
        ],
      },
      {},
      'attendees[1].signatureUrl',
      [],
    ],
    [
      'the main profile signs',
      { attendees: [{ ...validAttendee, signatureUrl: '' }] },
      {},
      'attendees[0].signatureUrl',
      [REQUIRED],
    ],
    [
      'emergency contact required per attendee',
      { attendees: [validAttendee, { ...validAttendee, isMainProfile: false, email: null, emergencyName: '' }] },
      {},
      'attendees[1].emergencyName',
      [REQUIRED],
    ],
    [
      'emergency contact from the main profile',
      {
        isApplyEmergencyContactForAll: true,
        attendees: [validAttendee, { ...validAttendee, isMainProfile: false, email: null, emergencyName: '' }],
      },
      {},
      'attendees[1].emergencyName',
      [],
    ],
  ])('delegate: %s', (_name, patch, context, field, messages) => {
    expect(messagesFor(registrationFormSchema, { ...delegate, ...patch }, field, { now, ...context })).toEqual(
      messages,
    );
  });

  it('reports every failing field at once (no early abort)', () => {
    const result = validateOrErrorsSync(
      registrationFormSchema,
      { ...delegate, delegationKey: '', attendees: [{ ...validAttendee, firstName: '', city: '' }] },
      { now },
    );
    expect('errors' in result && result.errors.map((e) => e.field).sort()).toEqual([
      'attendees[0].city',
      'attendees[0].firstName',
      'delegationKey',
    ]);
  });
});

describe('registrationPayloadSchema (SPEC.md §3 "Registration payload")', () => {
  const attendee = {
    ...validAttendee,
    email: 'kehau@example.org',
    emergencyName: null,
    emergencyPhone: null,
    emergencyEmail: null,
    emergencyRelationship: null,
  };
  const payload = { eventId: 'e1', attendees: [attendee], payment: null };

  it('accepts a general payload with null emergency fields', () => {
    expect(validateOrErrorsSync(registrationPayloadSchema, payload, { now })).toHaveProperty('value');
  });
  it.each([
    ['eventId required', { eventId: '' }, 'eventId', [REQUIRED]],
    [
      'a delegation key makes it a delegate payload',
      { delegationKey: 'KEY' },
      'attendees[0].emergencyName',
      [REQUIRED],
    ],
    ['an explicit delegate type needs the key', { type: 'DELEGATE' }, 'delegationKey', [REQUIRED]],
    [
      'a payment is checked as a payment payload',
      { payment: { cardNumber: '4111 1111 1111 1111' } },
      'payment.cardNumber',
      ['Card number must be 16 digits'],
    ],
    [
      'attendee emails unique',
      { attendees: [attendee, { ...attendee, isMainProfile: false }] },
      'attendees[1].email',
      [DUPLICATE],
    ],
  ])('%s', (_name, patch, field, messages) => {
    expect(messagesFor(registrationPayloadSchema, { ...payload, ...patch }, field, { now })).toEqual(messages);
  });
});
