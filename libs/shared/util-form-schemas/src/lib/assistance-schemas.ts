import { array, boolean, mixed, object, string, type TestContext } from 'yup';
import { toIsoDate } from './dates';
import { message } from './messages';
import { optionalText } from './rules';

/** Free text on an assistance request (notes, special needs). */
export const ASSISTANCE_NOTES_MAX = 500;
/** The most requests one registration sends at once (matches the API's maxItems). */
export const ASSISTANCE_MAX_REQUESTS = 100;
export const ROOM_SHARING_VALUES = ['SINGLE', 'SHARE_WITH_GROUP', 'SHARE_WITH_ANYONE'] as const;

const COUNTRY_ID = /^[A-Za-z]{2}$/;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A required calendar date (YYYY-MM-DD, or a Date from a picker). */
function dateField() {
  return mixed<Date | string>()
    .nullable()
    .test({ name: 'required', message: message('validation.required'), test: (value) => !isBlank(value) })
    .test({
      name: 'date',
      message: message('validation.invalidDate'),
      test: (value) => isBlank(value) || toIsoDate(value) !== null,
    });
}

/**
 * A date that must come after (or, with `allowSame`, not before) a sibling date. It says
 * nothing while the sibling is missing or invalid: that field carries its own message.
 */
function dateAfter(
  sibling: string,
  allowSame: boolean,
  key: 'validation.departureBeforeArrival' | 'validation.checkOutBeforeCheckIn',
) {
  return dateField().test({
    name: 'after',
    message: message(key),
    test(this: TestContext, value) {
      const start = toIsoDate((this.parent as Record<string, unknown>)[sibling]);
      const end = toIsoDate(value);
      if (start === null || end === null) return true;
      return allowSame ? end >= start : end > start;
    },
  });
}

function countryField() {
  return string()
    .trim()
    .required(message('validation.required'))
    .matches(COUNTRY_ID, { message: message('validation.invalidOption'), excludeEmptyString: true });
}

const attendeeIdField = () => string().trim().required(message('validation.required'));

/** One attendee's visa request (the form, and each item of the API's PUT body). */
export const visaRequestSchema = object({
  attendeeId: attendeeIdField(),
  passportCountryId: countryField(),
  nationalityCountryId: countryField(),
  arrivalDate: dateField(),
  departureDate: dateAfter('arrivalDate', true, 'validation.departureBeforeArrival'),
  needsInvitationLetter: boolean().required(message('validation.required')),
  notes: optionalText(ASSISTANCE_NOTES_MAX),
});

/** One attendee's accommodation request. */
export const accommodationRequestSchema = object({
  attendeeId: attendeeIdField(),
  checkInDate: dateField(),
  checkOutDate: dateAfter('checkInDate', false, 'validation.checkOutBeforeCheckIn'),
  roomSharing: string()
    .required(message('validation.required'))
    // A test rather than oneOf: yup checks oneOf before `required`, so a blank would read "choose one".
    .test({
      name: 'option',
      message: message('validation.invalidOption'),
      test: (value) => isBlank(value) || (ROOM_SHARING_VALUES as readonly string[]).includes(String(value)),
    }),
  specialNeeds: optionalText(ASSISTANCE_NOTES_MAX),
});

/** PUT …/visa-assistance: the whole set of a registration's visa requests. */
export const visaAssistanceSchema = object({
  requests: array(visaRequestSchema).required().max(ASSISTANCE_MAX_REQUESTS),
});

/** PUT …/accommodation-assistance: the whole set of a registration's accommodation requests. */
export const accommodationAssistanceSchema = object({
  requests: array(accommodationRequestSchema).required().max(ASSISTANCE_MAX_REQUESTS),
});
