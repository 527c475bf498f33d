import Value from 'typebox/value';
import { MainEventDetail, SubEvent } from './events';

const subEvent = {
  id: '6f9619ff-8b86-4011-b42d-00c04fc964ff',
  mainEventId: '7f9619ff-8b86-4011-b42d-00c04fc964ff',
  name: 'Tapa making',
  description: '',
  status: 'ACTIVE',
  capacity: 20,
  numRegistration: 3,
  isAllowWaitList: true,
  activityRegistrationFee: 2500,
  registrationFee: 0,
  startDate: '2026-06-10T19:00:00.000Z',
  endDate: '2026-06-10T21:00:00.000Z',
  location: 'Hall A',
  imageUrl: '',
  imageVariants: [],
};

const mainEvent = {
  id: '7f9619ff-8b86-4011-b42d-00c04fc964ff',
  name: 'FestPAC 2027',
  description: 'The Festival of Pacific Arts and Culture',
  status: 'ACTIVE',
  startDate: '2027-06-06T00:00:00.000Z',
  endDate: '2027-06-16T00:00:00.000Z',
  location: 'Honolulu',
  timezone: 'Pacific/Honolulu',
  bannerImage: 'https://festival.example/banner.jpg',
  bannerImageVariants: [{ url: 'https://festival.example/banner-640w.webp', width: 640 }],
  logoImage: 'https://festival.example/logo.png',
  refLink: 'https://festival.example',
  capacity: 5000,
  registrationFee: 0,
  requiresReview: false,
  maxAttendeesPerRegistration: 10,
};

/** Why MainEventDetail refuses a value: each problem's place and kind, with the missing properties. */
const problems = (value: unknown) =>
  Value.Errors(MainEventDetail, value).map((e) =>
    e.keyword === 'required'
      ? `required ${(e.params as { requiredProperties: string[] }).requiredProperties.join(', ')}`
      : `${e.instancePath} ${e.keyword}`,
  );

describe('event contracts', () => {
  it('accepts a well-formed sub-event and rejects a fractional fee', () => {
    expect(Value.Check(SubEvent, subEvent)).toBe(true);
    expect(Value.Check(SubEvent, { ...subEvent, activityRegistrationFee: 25.5 })).toBe(false);
    expect(Value.Check(SubEvent, { ...subEvent, status: 'DELETED' })).toBe(false);
  });

  it('describes a main event with its activities', () => {
    expect(Value.Check(MainEventDetail, { ...mainEvent, subEvents: [subEvent] })).toBe(true);
    expect(Value.Check(MainEventDetail, { ...mainEvent, subEvents: [] })).toBe(true);
    expect(Value.Check(MainEventDetail, { ...mainEvent, bannerImageVariants: [], subEvents: [] })).toBe(true);
    expect(problems({ ...mainEvent, bannerImageVariants: [{ url: '/b.webp', width: 640.5 }], subEvents: [] })).toEqual([
      '/bannerImageVariants/0/width type',
    ]);
    // Each refusal for its own reason: the activities missing, one activity broken, an activity given as the event.
    expect(problems({ ...mainEvent })).toEqual(['required subEvents']);
    expect(problems({ ...mainEvent, subEvents: [{ ...subEvent, activityRegistrationFee: 25.5 }] })).toEqual([
      '/subEvents/0/activityRegistrationFee type',
    ]);
    const { mainEventId: _unused, ...activity } = subEvent;
    void _unused;
    expect(problems({ ...activity, subEvents: [subEvent] })).toEqual([
      'required timezone, bannerImage, bannerImageVariants, logoImage, refLink, requiresReview, maxAttendeesPerRegistration',
    ]);
  });
});
