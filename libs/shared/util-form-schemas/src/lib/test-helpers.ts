import type { AttendeeFormValues, PaymentFormValues } from './form-values';
import { validateOrErrorsSync, type Validatable } from './validate';

/** The messages a schema gives for one field of a value (empty when the field passes). */
export function messagesFor(
  schema: Validatable<unknown>,
  value: unknown,
  field: string,
  context: object = {},
): string[] {
  const result = validateOrErrorsSync(schema, value, context);
  if ('value' in result) return [];
  return result.errors.filter((e) => e.field === field).map((e) => e.message);
}

export const validAttendee: AttendeeFormValues = {
  isMainProfile: true,
  firstName: 'Kēhau',
  lastName: "O'Neil-Kahale",
  email: 'kehau@example.org',
  dob: '1990-04-12',
  phone: '(808) 956-8111',
  address: '1 Festival Way',
  city: 'Honolulu',
  state: 'HI',
  countryId: 'US',
  zipCode: '96813',
  languageIds: ['en'],
  ethnicity: 'Native Hawaiian',
  emergencyName: 'Lani Kahale',
  emergencyPhone: '+1 808 555 0123',
  emergencyEmail: 'lani@example.org',
  emergencyRelationship: 'Sister',
  isPayment: true,
  isReleaseForm: true,
  signatureUrl: 'https://files.example/sig.png',
};

export const validPayment: PaymentFormValues = {
  cardNumber: '4111 1111 1111 1111',
  cardName: 'Mary Jane',
  cardCode: '123',
  cardExpirationDate: '12/29',
  billingFirstName: 'Mary',
  billingLastName: 'Jane',
  billingPhone: '(808) 956-8111',
  billingEmail: 'mary@example.org',
  billingAddress: '1 Festival Way',
  billingCity: 'Honolulu',
  billingState: 'HI',
  billingCountryId: 'US',
  billingZipCode: '96813',
};
