import { interpolate, setValidationMessageTranslator, validationMessage, validationMessages } from './messages';

describe('validation messages (SPEC.md §5 wording)', () => {
  afterEach(() => setValidationMessageTranslator(null));

  it.each([
    ['validation.required', {}, 'This field is required'],
    ['validation.min', { min: 3 }, 'at least 3 characters'],
    ['validation.max', { max: 255 }, 'reached maximum length of 255 characters'],
    ['validation.digitsOnly', {}, 'The field should have digits only'],
    ['validation.dobBeforeToday', {}, 'DOB must before today'],
    [
      'validation.emailAlreadyUsed',
      {},
      'This email is associated to an already existing account. Please sign in instead.',
    ],
    ['validation.incorrectKey', {}, 'Incorrect key'],
    ['validation.invalidExpiration', {}, 'Not a valid expiration date. Format: MM/YY'],
    ['validation.fileBlank', {}, 'Field cannot be blank.'],
    ['validation.fileTooLarge', { maxMb: 50 }, 'Your file size is greater than 50MB. Please try again.'],
    ['validation.tooManyFiles', { n: 3 }, 'Can not upload more than 3 files'],
    ['validation.passwordsDoNotMatch', {}, 'Passwords do not match'],
  ] as const)('%s %o → %s', (key, values, text) => {
    expect(validationMessage(key, values)).toBe(text);
  });

  it('hands the key, the values and the English text to the installed translator', () => {
    const calls: unknown[] = [];
    setValidationMessageTranslator((key, values, defaultText) => {
      calls.push([key, values, defaultText]);
      return `fr:${key}`;
    });
    expect(validationMessage('validation.max', { max: 25 })).toBe('fr:validation.max');
    expect(calls).toEqual([['validation.max', { max: 25 }, 'reached maximum length of 25 characters']]);
    setValidationMessageTranslator(null);
    expect(validationMessage('validation.required')).toBe('This field is required');
  });

  it('leaves unknown placeholders in place', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('keys are namespaced so they can live in the i18next resources', () => {
    for (const key of Object.keys(validationMessages)) expect(key).toMatch(/^(validation|password\.rule)\./);
  });
});
