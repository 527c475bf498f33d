import type { RegisteredAttendee } from '../registrations';

/** An attendee as a registration request carries it: a stored one has an id, a new one null. */
export type ValidAttendee = Omit<RegisteredAttendee, 'id' | 'status'> & { id: string | null };

let serial = 0;

/**
 * One attendee who passes every SPEC.md §5 rule as a GENERAL registrant (no emergency contact, no
 * release form), for API tests, DOM tests and benches alike; each call gets its own email unless
 * `overrides` names one.
 */
export function validAttendee(overrides: Partial<ValidAttendee> = {}): ValidAttendee {
  serial += 1;
  return {
    id: null,
    isMainProfile: false,
    firstName: 'Kai',
    lastName: "O'Brien-Lee",
    email: `attendee${serial}.${Date.now()}@example.org`,
    dob: '1990-05-01',
    phone: '(808) 956-8111',
    address: '2500 Campus Rd',
    city: 'Honolulu',
    state: 'HI',
    countryId: 'US',
    zipCode: '96822',
    languageIds: ['en'],
    ethnicity: 'Native Hawaiian',
    emergencyName: null,
    emergencyPhone: null,
    emergencyEmail: null,
    emergencyRelationship: null,
    isPayment: false,
    isReleaseForm: false,
    signatureUrl: null,
    ...overrides,
  };
}
