import type { TObject } from 'typebox';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  AccommodationAssistanceInput,
  AccommodationRequestInput,
  AttendeePayload,
  PaymentPayload,
  ProfileUpdate,
  RegistrationPayload,
  VisaAssistanceInput,
  VisaRequestInput,
} from '@festival/shared-util-api-contracts';
import {
  accommodationAssistanceSchema,
  accommodationRequestSchema,
  visaAssistanceSchema,
  visaRequestSchema,
} from './assistance-schemas';
import { attendeeSchema } from './attendee-schema';
import { paymentPayloadSchema } from './payment-schema';
import { profileSchema } from './profile-schema';
import { registrationPayloadSchema } from './registration-form-schema';

/**
 * Each request body has its shape in the API contract (TypeBox) and its SPEC.md §5 rules here
 * (yup): both must name the same fields, or a field would be accepted without its rules, or
 * ruled on but refused by the shape.
 */
const contractFields = (schema: TObject) => Object.keys(schema.properties).sort();
const ruleFields = (schema: ObjectSchema<AnyObject>) => Object.keys(schema.fields).sort();

describe('the form rules and the API contracts name the same fields', () => {
  it.each([
    ['GENERAL', true],
    ['GENERAL', false],
    ['DELEGATE', true],
    ['DELEGATE', false],
  ] as const)('an attendee (%s, main profile: %s)', (type, isMainProfile) => {
    expect(ruleFields(attendeeSchema({ type, isMainProfile }))).toEqual(contractFields(AttendeePayload));
  });

  it.each([
    ['GENERAL', null],
    ['DELEGATE', { cardNumber: '4111111111111111' }],
  ] as const)('a registration (%s, payment: %j)', (type, payment) => {
    const resolved = registrationPayloadSchema.resolve({ value: { type, payment } }) as ObjectSchema<AnyObject>;
    expect(ruleFields(resolved)).toEqual(contractFields(RegistrationPayload));
  });

  it('a payment', () => {
    expect(ruleFields(paymentPayloadSchema)).toEqual(contractFields(PaymentPayload));
  });

  it('visa and accommodation requests', () => {
    expect(ruleFields(visaRequestSchema)).toEqual(contractFields(VisaRequestInput));
    expect(ruleFields(visaAssistanceSchema)).toEqual(contractFields(VisaAssistanceInput));
    expect(ruleFields(accommodationRequestSchema)).toEqual(contractFields(AccommodationRequestInput));
    expect(ruleFields(accommodationAssistanceSchema)).toEqual(contractFields(AccommodationAssistanceInput));
  });

  it('a profile: the names have rules; the read-only email and the avatar path are checked by the server alone', () => {
    expect(ruleFields(profileSchema)).toEqual(
      contractFields(ProfileUpdate).filter((field) => field !== 'email' && field !== 'avatarUrl'),
    );
  });
});
