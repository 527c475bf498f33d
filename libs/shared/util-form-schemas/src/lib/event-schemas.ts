import { boolean, object, string, type InferType, type TestContext } from 'yup';
import {
  DEFAULT_MAX_ATTENDEES_PER_REGISTRATION,
  MAX_ATTENDEES_PER_REGISTRATION_CEILING,
  type EventStatus,
  type MainEventInput,
  type SubEventInput,
} from '@festival/shared-util-api-contracts';
import { fromZonedInputValue, toZonedInputValue } from '@festival/shared-util-dates';
import { message } from './messages';
import { webImage, webLink } from './rules';

// The staff forms for the main event and its activities: the same limits as the API's TypeBox
// contracts (MainEventInput, SubEventInput). Dates are typed on the festival's wall clock
// (Pacific/Honolulu, datetime-local values); money in dollars, sent as integer cents.

export const EVENT_NAME_MAX = 255;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_LOCATION_MAX = 255;
export const EVENT_CAPACITY_MAX = 1_000_000;
export const EVENT_LINK_MAX = 2048;

const WHOLE = /^\d+$/;
const DOLLARS = /^\d+(\.\d{1,2})?$/;

const required = (max: number) =>
  string().trim().required(message('validation.required')).max(max, message('validation.max', { max }));
const optional = (max: number) => string().trim().max(max, message('validation.max', { max }));
const localDateTime = () =>
  string()
    .required(message('validation.required'))
    .test({
      name: 'date',
      message: message('validation.invalidDate'),
      test: (value) => !value || fromZonedInputValue(value) !== null,
    });
const count = () =>
  string()
    .trim()
    .required(message('validation.required'))
    .matches(WHOLE, message('validation.wholeNumber'))
    .test({
      name: 'max',
      message: message('validation.wholeNumber'),
      test: (value) => !value || Number(value) <= EVENT_CAPACITY_MAX,
    });
/** The people one registration may carry: a whole number from 1 to the ceiling (MainEventInput's). */
const attendeesPerRegistration = () =>
  string()
    .trim()
    .required(message('validation.required'))
    .test({
      name: 'range',
      message: message('validation.wholeNumberBetween', { min: 1, max: MAX_ATTENDEES_PER_REGISTRATION_CEILING }),
      test: (value) =>
        !value || (WHOLE.test(value) && Number(value) >= 1 && Number(value) <= MAX_ATTENDEES_PER_REGISTRATION_CEILING),
    });
const dollars = () =>
  string().trim().required(message('validation.required')).matches(DOLLARS, message('validation.money'));
const endDate = () =>
  localDateTime().test({
    name: 'after',
    message: message('validation.endBeforeStart'),
    test(this: TestContext, value) {
      const start = fromZonedInputValue(String((this.parent as Record<string, unknown>)['startDate'] ?? ''));
      const end = value ? fromZonedInputValue(value) : null;
      return start === null || end === null || end >= start;
    },
  });
const status = () => string<EventStatus>().oneOf(['ACTIVE', 'INACTIVE', 'CANCELLED']).required();

/** What the main event and an activity both have, checked alike. */
const eventBasicsFields = {
  name: required(EVENT_NAME_MAX),
  description: optional(EVENT_DESCRIPTION_MAX),
  status: status(),
  startDate: localDateTime(),
  endDate: endDate(),
  location: optional(EVENT_LOCATION_MAX),
  capacity: count(),
};

export const subEventFormSchema = object({
  ...eventBasicsFields,
  isAllowWaitList: boolean().required(),
  activityRegistrationFee: dollars(),
  registrationFee: dollars(),
  imageUrl: optional(EVENT_LINK_MAX).test(webImage()),
});
export type SubEventFormValues = InferType<typeof subEventFormSchema>;

export const mainEventFormSchema = object({
  ...eventBasicsFields,
  registrationFee: dollars(),
  requiresReview: boolean().required(),
  maxAttendeesPerRegistration: attendeesPerRegistration(),
  bannerImage: optional(EVENT_LINK_MAX).test(webImage()),
  logoImage: optional(EVENT_LINK_MAX).test(webImage()),
  refLink: optional(EVENT_LINK_MAX).test(webLink()),
});
export type MainEventFormValues = InferType<typeof mainEventFormSchema>;

const toCents = (value: string) => Math.round(Number(value.trim()) * 100);
const toDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

type EventBasicsKey = keyof typeof eventBasicsFields;

const eventBasicsToForm = (e: Pick<MainEventInput, EventBasicsKey>): Pick<MainEventFormValues, EventBasicsKey> => ({
  name: e.name,
  description: e.description,
  status: e.status,
  startDate: toZonedInputValue(e.startDate),
  endDate: toZonedInputValue(e.endDate),
  location: e.location,
  capacity: String(e.capacity),
});

const eventBasicsFromForm = (v: Pick<MainEventFormValues, EventBasicsKey>): Pick<MainEventInput, EventBasicsKey> => ({
  name: v.name.trim(),
  description: (v.description ?? '').trim(),
  status: v.status,
  startDate: fromZonedInputValue(v.startDate) as string,
  endDate: fromZonedInputValue(v.endDate) as string,
  location: (v.location ?? '').trim(),
  capacity: Number(v.capacity),
});

/** A blank activity form (status ACTIVE: it is listed to attendees once saved). */
export const emptySubEventForm = (): SubEventFormValues => ({
  name: '',
  description: '',
  status: 'ACTIVE',
  startDate: '',
  endDate: '',
  location: '',
  capacity: '0',
  isAllowWaitList: false,
  activityRegistrationFee: '0',
  registrationFee: '0',
  imageUrl: '',
});

export const subEventToForm = (e: SubEventInput): SubEventFormValues => ({
  ...e,
  startDate: toZonedInputValue(e.startDate),
  endDate: toZonedInputValue(e.endDate),
  capacity: String(e.capacity),
  activityRegistrationFee: toDollars(e.activityRegistrationFee),
  registrationFee: toDollars(e.registrationFee),
});

/** The API body of a valid form. */
export const subEventFromForm = (v: SubEventFormValues): SubEventInput => ({
  ...eventBasicsFromForm(v),
  isAllowWaitList: v.isAllowWaitList,
  activityRegistrationFee: toCents(v.activityRegistrationFee),
  registrationFee: toCents(v.registrationFee),
  imageUrl: (v.imageUrl ?? '').trim(),
});

export const emptyMainEventForm = (): MainEventFormValues => ({
  name: '',
  description: '',
  status: 'INACTIVE',
  startDate: '',
  endDate: '',
  location: '',
  capacity: '0',
  registrationFee: '0',
  requiresReview: false,
  maxAttendeesPerRegistration: String(DEFAULT_MAX_ATTENDEES_PER_REGISTRATION),
  bannerImage: '',
  logoImage: '',
  refLink: '',
});

export const mainEventToForm = (e: MainEventInput): MainEventFormValues => ({
  ...eventBasicsToForm(e),
  registrationFee: toDollars(e.registrationFee),
  requiresReview: e.requiresReview,
  maxAttendeesPerRegistration: String(e.maxAttendeesPerRegistration ?? DEFAULT_MAX_ATTENDEES_PER_REGISTRATION),
  bannerImage: e.bannerImage,
  logoImage: e.logoImage,
  refLink: e.refLink,
});

export const mainEventFromForm = (v: MainEventFormValues): MainEventInput => ({
  ...eventBasicsFromForm(v),
  registrationFee: toCents(v.registrationFee),
  requiresReview: v.requiresReview,
  maxAttendeesPerRegistration: Number(v.maxAttendeesPerRegistration),
  bannerImage: (v.bannerImage ?? '').trim(),
  logoImage: (v.logoImage ?? '').trim(),
  refLink: (v.refLink ?? '').trim(),
});
