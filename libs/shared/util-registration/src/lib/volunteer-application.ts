import { array, boolean, mixed, object, string } from 'yup';
import { LENGTHS, message, optionalText, phoneField, requiredText } from '@festival/shared-util-form-schemas';
import { isFestivalSlot, type TimeSlot } from './availability';

/** Areas a volunteer may choose (their labels live in the locale files under `volunteer.areas`). */
export const VOLUNTEER_AREAS = [
  'WELCOME',
  'STAGE',
  'ARTS',
  'FOOD',
  'CLEAN_UP',
  'FIRST_AID',
  'TRANSPORT',
  'TRANSLATION',
] as const;
export const T_SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const VOLUNTEER_EXPERIENCE_MAX = 1000;

/** What the rules need beyond the values: the festival's days (YYYY-MM-DD, event time zone). */
export interface VolunteerSchemaContext {
  festivalDays?: readonly string[];
}

const oneOf = (values: readonly string[]) =>
  string()
    .trim()
    .required(message('validation.required'))
    .test({
      name: 'option',
      message: message('validation.invalidOption'),
      test: (value) => !value || values.includes(value),
    });

/**
 * A volunteer application (the form, and POST/PUT /volunteers): contact, interests, emergency
 * contact, at least one shift during the festival, and the agreement accepted.
 */
export const volunteerApplicationSchema = object({
  phone: phoneField(true),
  areaIds: array(oneOf(VOLUNTEER_AREAS))
    .required(message('validation.areasRequired'))
    .min(1, message('validation.areasRequired')),
  languageIds: array(string().trim().required())
    .required(message('validation.languagesRequired'))
    .min(1, message('validation.languagesRequired')),
  experience: optionalText(VOLUNTEER_EXPERIENCE_MAX),
  tShirtSize: oneOf(T_SHIRT_SIZES),
  emergencyName: requiredText(LENGTHS.maxText),
  emergencyPhone: phoneField(true),
  emergencyRelationship: requiredText(LENGTHS.mediumText),
  timeSlots: array(mixed<TimeSlot>().required())
    .required(message('validation.timeSlotsRequired'))
    .min(1, message('validation.timeSlotsRequired'))
    .test({
      name: 'festival',
      message: message('validation.timeSlotOutsideFestival'),
      test(slots) {
        const days = (this.options.context as VolunteerSchemaContext | undefined)?.festivalDays;
        if (!days || !slots) return true;
        return slots.every((slot) => isFestivalSlot(slot, days));
      },
    }),
  agreementAccepted: boolean()
    .required(message('validation.volunteerAgreementRequired'))
    .oneOf([true], message('validation.volunteerAgreementRequired')),
});
