import {
  accommodationAssistanceSchema,
  accommodationRequestSchema,
  visaAssistanceSchema,
  visaRequestSchema,
} from './assistance-schemas';
import { messagesFor } from './test-helpers';
import { validateOrErrorsSync } from './validate';

const REQUIRED = 'This field is required';
const OPTION = 'Please choose one of the options';
const DATE = 'Invalid date';
const DEPARTURE = 'The departure date must be on or after the arrival date';
const CHECK_OUT = 'The check-out date must be after the check-in date';
const max500 = 'reached maximum length of 500 characters';
const ATTENDEE = '5d2b8f0e-3c1a-4f7e-9a61-0c2f1e7b9d11';

const visa = {
  attendeeId: ATTENDEE,
  passportCountryId: 'WS',
  nationalityCountryId: 'ws',
  arrivalDate: '2027-06-04',
  departureDate: '2027-06-16',
  needsInvitationLetter: true,
  notes: 'Arriving via Auckland',
};

const room = {
  attendeeId: ATTENDEE,
  checkInDate: '2027-06-04',
  checkOutDate: '2027-06-16',
  roomSharing: 'SHARE_WITH_GROUP',
  specialNeeds: null,
};

describe('visaRequestSchema', () => {
  it('accepts a complete request', () => {
    expect(validateOrErrorsSync(visaRequestSchema, visa)).toEqual({ value: visa });
  });

  it.each<[string, unknown, string[]]>([
    ['attendeeId', '', [REQUIRED]],
    ['passportCountryId', '', [REQUIRED]],
    ['passportCountryId', 'Samoa', [OPTION]],
    ['nationalityCountryId', undefined, [REQUIRED]],
    ['nationalityCountryId', 'W1', [OPTION]],
    ['arrivalDate', '', [REQUIRED]],
    ['arrivalDate', null, [REQUIRED]],
    ['arrivalDate', 'soon', [DATE]],
    ['arrivalDate', '2027-02-30', [DATE]],
    ['departureDate', '', [REQUIRED]],
    ['departureDate', '2027-06-03', [DEPARTURE]],
    ['departureDate', '2027-06-04', []],
    ['departureDate', new Date(2027, 5, 20), []],
    ['needsInvitationLetter', undefined, [REQUIRED]],
    ['needsInvitationLetter', false, []],
    ['notes', 'a'.repeat(501), [max500]],
    ['notes', 'a'.repeat(500), []],
    ['notes', null, []],
    ['notes', '', []],
  ])('%s = %o → %o', (field, value, messages) => {
    expect(messagesFor(visaRequestSchema, { ...visa, [field]: value }, field)).toEqual(messages);
  });

  it('says nothing about the departure while the arrival is missing', () => {
    expect(
      messagesFor(visaRequestSchema, { ...visa, arrivalDate: '', departureDate: '2020-01-01' }, 'departureDate'),
    ).toEqual([]);
  });
});

describe('accommodationRequestSchema', () => {
  it('accepts a complete request', () => {
    expect(validateOrErrorsSync(accommodationRequestSchema, room)).toEqual({ value: room });
  });

  it.each<[string, unknown, string[]]>([
    ['checkInDate', '', [REQUIRED]],
    ['checkInDate', '06/04/2027', [DATE]],
    ['checkOutDate', '', [REQUIRED]],
    ['checkOutDate', '2027-06-04', [CHECK_OUT]],
    ['checkOutDate', '2027-06-01', [CHECK_OUT]],
    ['checkOutDate', '2027-06-05', []],
    ['roomSharing', '', [REQUIRED]],
    ['roomSharing', 'SUITE', [OPTION]],
    ['roomSharing', 'SINGLE', []],
    ['roomSharing', 'SHARE_WITH_ANYONE', []],
    ['specialNeeds', 'a'.repeat(501), [max500]],
    ['specialNeeds', 'Ground floor', []],
  ])('%s = %o → %o', (field, value, messages) => {
    expect(messagesFor(accommodationRequestSchema, { ...room, [field]: value }, field)).toEqual(messages);
  });
});

describe('the PUT bodies', () => {
  it('name the failing request by its index, as the API reports it', () => {
    const result = validateOrErrorsSync(visaAssistanceSchema, {
      requests: [visa, { ...visa, departureDate: '2027-06-01' }],
    });
    expect(result).toEqual({ errors: [{ field: 'requests[1].departureDate', message: DEPARTURE }] });
    const rooms = validateOrErrorsSync(accommodationAssistanceSchema, {
      requests: [{ ...room, checkOutDate: '2027-06-04' }],
    });
    expect(rooms).toEqual({ errors: [{ field: 'requests[0].checkOutDate', message: CHECK_OUT }] });
  });

  it('accept an empty set (every request withdrawn)', () => {
    expect(validateOrErrorsSync(visaAssistanceSchema, { requests: [] })).toEqual({ value: { requests: [] } });
  });
});
