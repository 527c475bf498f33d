import { errorsOfStep, stepOfField, toFormikErrors } from './form-paths';

describe('stepOfField', () => {
  it.each([
    ['type', 'general'],
    ['delegationKey', 'general'],
    ['attendees[0].email', 'general'],
    ['attendees[0].languageIds', 'general'],
    ['attendees[1].email', 'attendee'],
    ['attendees[12].dob', 'attendee'],
    ['payment.cardNumber', 'payment'],
    ['eventId', null],
    ['attendees', null],
  ])('%s → %s', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });
});

describe('toFormikErrors', () => {
  it('nests API paths the way Formik reads them, first message per field', () => {
    expect(
      toFormikErrors([
        { field: 'attendees[1].email', message: 'taken' },
        { field: 'attendees[1].email', message: 'second' },
        { field: 'attendees[0].dob', message: 'DOB must before today' },
        { field: 'delegationKey', message: 'Incorrect key' },
        { field: '', message: 'ignored' },
      ]),
    ).toEqual({ attendees: [{ dob: 'DOB must before today' }, { email: 'taken' }], delegationKey: 'Incorrect key' });
  });

  it('keeps the errors of one step', () => {
    const errors = [
      { field: 'attendees[1].email', message: 'a' },
      { field: 'type', message: 'b' },
    ];
    expect(errorsOfStep(errors, 'general')).toEqual([{ field: 'type', message: 'b' }]);
    expect(errorsOfStep(errors, 'attendee')).toEqual([{ field: 'attendees[1].email', message: 'a' }]);
  });
});
