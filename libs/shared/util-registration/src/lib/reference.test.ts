import { registrationReference } from './reference';

describe('registrationReference', () => {
  it('is REG- and the first eight hex digits of the id, upper case', () => {
    expect(registrationReference('3f2a9c1e-0b7d-4e8a-9c3d-2f1e0a9b8c7d')).toBe('REG-3F2A9C1E');
  });
});
