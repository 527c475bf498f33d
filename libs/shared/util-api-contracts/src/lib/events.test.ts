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
};

describe('event contracts', () => {
  it('accepts a well-formed sub-event and rejects a fractional fee', () => {
    expect(Value.Check(SubEvent, subEvent)).toBe(true);
    expect(Value.Check(SubEvent, { ...subEvent, activityRegistrationFee: 25.5 })).toBe(false);
    expect(Value.Check(SubEvent, { ...subEvent, status: 'DELETED' })).toBe(false);
  });

  it('describes a main event with its activities', () => {
    const { mainEventId: _unused, ...rest } = subEvent;
    void _unused;
    expect(Value.Check(MainEventDetail, { ...rest, subEvents: [subEvent] })).toBe(false);
  });
});
