import { validateOrErrors } from '@festival/shared-util-form-schemas';
import { festivalDays, timeSlotOf } from './availability';
import { volunteerApplicationSchema } from './volunteer-application';

const days = festivalDays('2026-06-06T18:00:00Z', '2026-06-16T08:00:00Z');
const valid = {
  phone: '+1 808 555 0100',
  areaIds: ['STAGE'],
  languageIds: ['en'],
  experience: '',
  tShirtSize: 'M',
  emergencyName: 'Kai Makoa',
  emergencyPhone: '+1 808 555 0101',
  emergencyRelationship: 'Brother',
  timeSlots: [timeSlotOf('2026-06-08', 'MORNING')],
  agreementAccepted: true,
};

describe('volunteerApplicationSchema', () => {
  it('accepts a complete application', async () => {
    expect(await validateOrErrors(volunteerApplicationSchema, valid, { festivalDays: days })).toHaveProperty('value');
  });

  it('names every missing or wrong field', async () => {
    const result = await validateOrErrors(
      volunteerApplicationSchema,
      { ...valid, phone: '12', areaIds: [], tShirtSize: 'XXXL', timeSlots: [], agreementAccepted: false },
      { festivalDays: days },
    );
    expect('errors' in result && result.errors.map((e) => e.field).sort()).toEqual([
      'agreementAccepted',
      'areaIds',
      'phone',
      'tShirtSize',
      'timeSlots',
    ]);
  });

  it('refuses shifts outside the festival', async () => {
    const result = await validateOrErrors(
      volunteerApplicationSchema,
      { ...valid, timeSlots: [timeSlotOf('2026-07-01', 'NIGHT')] },
      { festivalDays: days },
    );
    expect(result).toEqual({ errors: [{ field: 'timeSlots', message: 'Choose shifts during the festival' }] });
  });
});
