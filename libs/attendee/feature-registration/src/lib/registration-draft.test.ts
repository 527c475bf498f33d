import type { RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { emptyPaymentValues } from '@festival/attendee-ui-payment';
import { newAttendee } from '@festival/shared-util-registration';
import { parseRegistrationDraft, registrationDraftKey, startingStep, toRegistrationDraft } from './registration-draft';

const values = (overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  type: 'GENERAL',
  attendees: [newAttendee(true, { firstName: 'Ann', lastName: 'Kealoha', email: 'ann@example.org' })],
  payment: null,
  isRequiredPaymentRegistration: false,
  isApplyEmergencyContactForAll: false,
  delegationKey: '',
  ...overrides,
});
const roundTrip = (v: unknown) => parseRegistrationDraft(JSON.parse(JSON.stringify(v)));

describe('registration draft', () => {
  it('is kept per user, event and mode', () => {
    expect(
      new Set([
        registrationDraftKey('u1', 'e1', 'create'),
        registrationDraftKey('u2', 'e1', 'create'),
        registrationDraftKey('u1', 'e2', 'create'),
        registrationDraftKey('u1', 'e1', 'edit'),
      ]).size,
    ).toBe(4);
  });

  it('never keeps the card number or its security code', () => {
    const payment = emptyPaymentValues({ cardNumber: '4111111111111111', cardCode: '123', cardName: 'Ann K' });
    const draft = toRegistrationDraft(values({ isRequiredPaymentRegistration: true, payment }));
    expect(JSON.stringify(draft)).not.toContain('4111111111111111');
    expect(draft.payment).toMatchObject({ cardNumber: '', cardCode: '', cardName: 'Ann K' });
  });

  it('reads back what it wrote, with the same-address box', () => {
    const v = values({ attendees: [...values().attendees, { ...newAttendee(false), isSameAddressAsMain: true }] });
    expect(roundTrip(v)).toEqual(v);
  });

  it.each<[string, unknown]>([
    ['not an object', 'text'],
    ['no attendees', { ...values(), attendees: [] }],
    ['first attendee not the main one', { ...values(), attendees: [newAttendee(false)] }],
    ['a second main attendee', { ...values(), attendees: [newAttendee(true), newAttendee(true)] }],
    ['an attendee field of the wrong kind', { ...values(), attendees: [{ ...newAttendee(true), city: 7 }] }],
    ['an attendee field missing', { ...values(), attendees: [{ isMainProfile: true, firstName: 'Ann' }] }],
    ['an unknown type', { ...values(), type: 'VIP' }],
    ['a payment due without its fields', { ...values(), isRequiredPaymentRegistration: true, payment: null }],
    ['a flag missing', { ...values(), isApplyEmergencyContactForAll: undefined }],
  ])('is refused when %s', (_, stored) => {
    expect(roundTrip(stored)).toBeNull();
  });

  it('opens a later step only when the draft fills the steps before it', () => {
    const main = values().attendees[0];
    const filled = values({
      attendees: [
        {
          ...main,
          dob: '1990-05-01',
          phone: '(808) 956-8111',
          address: '2500 Campus Rd',
          city: 'Honolulu',
          state: 'HI',
          countryId: 'US',
          zipCode: '96822',
          ethnicity: 'Native Hawaiian',
        },
      ],
    });
    expect(startingStep('attendee', filled)).toBe('attendee');
    expect(startingStep('attendee', values())).toBe('general');
    expect(startingStep('attendee', null)).toBe('general');
    expect(startingStep('general', filled)).toBe('general');
  });
});
