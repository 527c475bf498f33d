import { allowHttpWebLinks } from '@festival/shared-util-api-contracts';
import {
  emptyMainEventForm,
  emptySubEventForm,
  mainEventFormSchema,
  mainEventFromForm,
  mainEventToForm,
  subEventFormSchema,
  subEventFromForm,
  subEventToForm,
} from './event-schemas';

const valid = {
  ...emptySubEventForm(),
  name: 'Tapa making',
  startDate: '2027-07-02T09:00',
  endDate: '2027-07-02T11:00',
  capacity: '20',
  activityRegistrationFee: '25.50',
};

describe('the activity form', () => {
  it('turns Honolulu wall-clock times and dollars into the API body, and back', () => {
    const body = subEventFromForm(subEventFormSchema.validateSync(valid));
    expect(body).toMatchObject({
      startDate: '2027-07-02T19:00:00.000Z',
      endDate: '2027-07-02T21:00:00.000Z',
      capacity: 20,
      activityRegistrationFee: 2550,
      registrationFee: 0,
    });
    expect(subEventToForm(body)).toMatchObject({ startDate: '2027-07-02T09:00', activityRegistrationFee: '25.50' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['name', { name: '  ' }, 'This field is required'],
    ['capacity', { capacity: '-1' }, 'Enter a whole number, 0 or more'],
    ['capacity', { capacity: '2.5' }, 'Enter a whole number, 0 or more'],
    ['activityRegistrationFee', { activityRegistrationFee: '12.345' }, 'Enter an amount in dollars, e.g. 25 or 25.50'],
    ['endDate', { endDate: '2027-07-02T08:00' }, 'The end must not be before the start'],
    ['startDate', { startDate: '' }, 'This field is required'],
    ['name', { name: 'x'.repeat(256) }, 'reached maximum length of 255 characters'],
  ])('refuses a bad %s', (field, change, text) => {
    expect(() => subEventFormSchema.validateSyncAt(field, { ...valid, ...change })).toThrow(text);
  });
});

describe('the main event form: the people one registration may carry', () => {
  const event = {
    ...emptyMainEventForm(),
    name: 'FestPAC 2027',
    startDate: '2027-07-01T09:00',
    endDate: '2027-07-03T09:00',
    capacity: '5000',
  };

  it('starts at 10, and goes to the API as a number (and back)', () => {
    expect(event.maxAttendeesPerRegistration).toBe('10');
    const body = mainEventFromForm(mainEventFormSchema.validateSync({ ...event, maxAttendeesPerRegistration: ' 25 ' }));
    expect(body.maxAttendeesPerRegistration).toBe(25);
    expect(mainEventToForm(body).maxAttendeesPerRegistration).toBe('25');
    // An event saved before the setting existed shows the default.
    const { maxAttendeesPerRegistration: _left, ...older } = body;
    void _left;
    expect(mainEventToForm(older).maxAttendeesPerRegistration).toBe('10');
  });

  it.each(['0', '101', '2.5', '-3', 'ten', ''])('refuses %j', (value) => {
    expect(() =>
      mainEventFormSchema.validateSyncAt('maxAttendeesPerRegistration', {
        ...event,
        maxAttendeesPerRegistration: value,
      }),
    ).toThrow(value === '' ? 'This field is required' : 'Enter a whole number from 1 to 100');
  });
});

describe("the event form's links and pictures", () => {
  const event = {
    ...emptyMainEventForm(),
    name: 'Festival',
    startDate: '2027-07-01T09:00',
    endDate: '2027-07-10T18:00',
  };
  afterEach(() => allowHttpWebLinks(false));

  it.each<[string, string]>([
    ['refLink', 'javascript:alert(document.domain)'],
    ['refLink', 'http://festival.example/'],
    ['refLink', '/about'],
    ['bannerImage', 'javascript:alert(1)'],
    ['logoImage', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ])('refuses %s %s with a message saying what to type', (field, value) => {
    expect(() => mainEventFormSchema.validateSyncAt(field, { ...event, [field]: value })).toThrow(
      'Enter a web address starting with https://',
    );
  });

  it("takes https, the site's own pictures, blanks, and http on the embedded default", () => {
    const values = {
      ...event,
      refLink: ' https://festival.example/ ',
      bannerImage: '/media/demo/banner.svg',
      logoImage: 'https://cdn.festival.example/logo.png',
    };
    expect(mainEventFormSchema.isValidSync(values)).toBe(true);
    expect(mainEventFormSchema.isValidSync(event)).toBe(true);
    expect(subEventFormSchema.isValidSync({ ...valid, imageUrl: 'javascript:alert(1)' })).toBe(false);
    allowHttpWebLinks(true);
    expect(mainEventFormSchema.isValidSync({ ...values, refLink: 'http://localhost:4200/' })).toBe(true);
  });
});
