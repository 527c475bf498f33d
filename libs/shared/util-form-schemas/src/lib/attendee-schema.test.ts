import { attendeeSchema, type AttendeeSchemaOptions } from './attendee-schema';
import type { AttendeeFormValues } from './form-values';
import { messagesFor, validAttendee } from './test-helpers';

const now = new Date('2024-06-01T12:00:00Z'); // 2024-06-01 in Honolulu
const long = (n: number) => 'a'.repeat(n);

const general: AttendeeSchemaOptions = { type: 'GENERAL', isMainProfile: true };
const generalOther: AttendeeSchemaOptions = { type: 'GENERAL', isMainProfile: false };
const delegateMain: AttendeeSchemaOptions = { type: 'DELEGATE', isMainProfile: true };
const delegateOther: AttendeeSchemaOptions = { type: 'DELEGATE', isMainProfile: false };
const delegateOtherShared: AttendeeSchemaOptions = {
  type: 'DELEGATE',
  isMainProfile: false,
  emergencyContactFromMain: true,
};

const REQUIRED = 'This field is required';
const SPECIAL = 'Special characters are not allowed';
const max = (n: number) => `reached maximum length of ${n} characters`;

describe('attendeeSchema (SPEC.md §5 "Attendee")', () => {
  it.each([general, generalOther, delegateMain, delegateOther])('accepts a complete attendee (%o)', (options) => {
    expect(messagesFor(attendeeSchema(options), validAttendee, '', { now })).toEqual([]);
    for (const field of Object.keys(validAttendee))
      expect(messagesFor(attendeeSchema(options), validAttendee, field, { now })).toEqual([]);
  });

  it.each<[string, AttendeeSchemaOptions, keyof AttendeeFormValues, unknown, string[]]>([
    ['firstName required', general, 'firstName', '', [REQUIRED]],
    ['firstName blank is required', general, 'firstName', '   ', [REQUIRED]],
    ['firstName no special characters', general, 'firstName', 'Ana#', [SPECIAL]],
    ['firstName no digits', general, 'firstName', 'Ana2', [SPECIAL]],
    ['firstName max 255', general, 'firstName', long(256), [max(255)]],
    ['firstName 255 is fine', general, 'firstName', long(255), []],
    ['lastName required', general, 'lastName', '', [REQUIRED]],
    ['lastName no special characters', general, 'lastName', 'Smith!', [SPECIAL]],
    ['lastName max 255', general, 'lastName', long(256), [max(255)]],
    ['ethnicity required for general', general, 'ethnicity', '', [REQUIRED]],
    ['ethnicity max 255 for general', general, 'ethnicity', long(256), [max(255)]],
    ['ethnicity optional for delegate', delegateMain, 'ethnicity', null, []],
    ['ethnicity max 255 for delegate', delegateMain, 'ethnicity', long(256), [max(255)]],
    ['email required for main profile', general, 'email', '', [REQUIRED]],
    ['email optional for others', generalOther, 'email', null, []],
    ['email empty for others', generalOther, 'email', '', []],
    ['email valid for main', general, 'email', 'not-an-email', ['Invalid email address']],
    ['email valid for others', generalOther, 'email', 'a@', ['Invalid email address']],
    ['dob required', general, 'dob', null, [REQUIRED]],
    ['dob a real date', general, 'dob', '1990-02-30', ['Invalid date']],
    ['dob today is refused', general, 'dob', '2024-06-01', ['DOB must before today']],
    ['dob in the future is refused', general, 'dob', '2030-01-01', ['DOB must before today']],
    ['dob yesterday is fine', general, 'dob', '2024-05-31', []],
    ['phone required', general, 'phone', '', [REQUIRED]],
    ['phone valid (US default)', general, 'phone', '555-555-5555', ['Invalid phone number']],
    ['phone international', general, 'phone', '+44 20 7946 0958', []],
    ['address required', general, 'address', '', [REQUIRED]],
    ['address max 500', general, 'address', long(501), [max(500)]],
    ['address 500 is fine', general, 'address', long(500), []],
    ['city required', general, 'city', '', [REQUIRED]],
    ['city max 255', general, 'city', long(256), [max(255)]],
    ['state required', general, 'state', '', [REQUIRED]],
    ['state max 255', general, 'state', long(256), [max(255)]],
    ['countryId required', general, 'countryId', '', [REQUIRED]],
    ['zipCode required', general, 'zipCode', '', [REQUIRED]],
    ['zipCode max 128', general, 'zipCode', long(129), [max(128)]],
    ['general needs no emergency name', general, 'emergencyName', null, []],
    ['general needs no emergency phone', general, 'emergencyPhone', null, []],
    ['general needs no languages', general, 'languageIds', [], []],
    ['general needs no release form', general, 'isReleaseForm', false, []],
    ['general needs no signature', general, 'signatureUrl', null, []],
    ['delegate emergencyName required', delegateMain, 'emergencyName', '', [REQUIRED]],
    ['delegate emergencyName max 255', delegateMain, 'emergencyName', long(256), [max(255)]],
    ['delegate emergencyPhone required', delegateOther, 'emergencyPhone', '', [REQUIRED]],
    ['delegate emergencyPhone valid', delegateMain, 'emergencyPhone', '12345', ['Invalid phone number']],
    ['delegate emergencyEmail required', delegateMain, 'emergencyEmail', '', [REQUIRED]],
    ['delegate emergencyEmail valid', delegateMain, 'emergencyEmail', 'x@y', ['Invalid email address']],
    ['delegate emergencyRelationship required', delegateMain, 'emergencyRelationship', '', [REQUIRED]],
    ['delegate emergencyRelationship max 255', delegateMain, 'emergencyRelationship', long(256), [max(255)]],
    ['shared emergency contact: others need none', delegateOtherShared, 'emergencyName', null, []],
    [
      'shared emergency contact: main still needs it',
      { ...delegateMain, emergencyContactFromMain: true },
      'emergencyName',
      '',
      [REQUIRED],
    ],
    ['delegate languages at least one', delegateOther, 'languageIds', [], ['Please select at least one language']],
    ['delegate main release form true', delegateMain, 'isReleaseForm', false, ['You must agree to the release form']],
    ['delegate main signature required', delegateMain, 'signatureUrl', '', [REQUIRED]],
    ['delegate other: no release form', delegateOther, 'isReleaseForm', false, []],
    ['delegate other: no signature', delegateOther, 'signatureUrl', null, []],
  ])('%s', (_name, options, field, value, messages) => {
    expect(messagesFor(attendeeSchema(options), { ...validAttendee, [field]: value }, field, { now })).toEqual(
      messages,
    );
  });

  it('trims text fields in the validated value', () => {
    const result = attendeeSchema(general).validateSync(
      { ...validAttendee, firstName: '  Ana ', city: ' Hilo ' },
      { context: { now } },
    );
    expect(result.firstName).toBe('Ana');
    expect(result.city).toBe('Hilo');
  });
});
