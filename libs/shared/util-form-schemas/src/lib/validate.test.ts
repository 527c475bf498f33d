import { object, string } from 'yup';
import { signUpSchema } from './account-schemas';
import { validateOrErrors, validateOrErrorsSync } from './validate';

describe('validateOrErrors', () => {
  it('returns the cast value when valid', async () => {
    const schema = object({ name: string().trim().required() });
    await expect(validateOrErrors(schema, { name: '  Ana ' })).resolves.toEqual({ value: { name: 'Ana' } });
    expect(validateOrErrorsSync(schema, { name: ' Ana' })).toEqual({ value: { name: 'Ana' } });
  });

  it('returns every field with its message', async () => {
    const result = await validateOrErrors(signUpSchema, {
      firstName: '',
      lastName: 'x'.repeat(30),
      email: 'bad',
      password: 'Aloha#2024',
      confirmPassword: 'no',
    });
    expect(result).toEqual({
      errors: [
        { field: 'firstName', message: 'This field is required' },
        { field: 'lastName', message: 'reached maximum length of 25 characters' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'confirmPassword', message: 'Passwords do not match' },
      ],
    });
  });

  it('reports a body that is not an object on the empty path, without throwing', async () => {
    const result = await validateOrErrors(signUpSchema, 'hello');
    expect('errors' in result && result.errors[0].field).toBe('');
  });

  it('rethrows what is not a validation error', async () => {
    const schema = string().test('boom', 'x', () => {
      throw new TypeError('bug');
    });
    await expect(validateOrErrors(schema, 'a')).rejects.toThrow('bug');
  });
});
