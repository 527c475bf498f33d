import { personName } from './person-name';

describe('personName', () => {
  it('is the first and the last name with one space between', () => {
    expect(personName({ firstName: 'Ana', lastName: 'Kealoha' })).toBe('Ana Kealoha');
  });

  it('trims each part, so no stray space is shown inside or around the name', () => {
    expect(personName({ firstName: '  Ana ', lastName: ' Kealoha  ' })).toBe('Ana Kealoha');
  });

  it.each([
    ['a blank last name', { firstName: 'Ana', lastName: '   ' }, 'Ana'],
    ['an empty first name', { firstName: '', lastName: 'Kealoha' }, 'Kealoha'],
    ['a missing last name', { firstName: 'Ana' }, 'Ana'],
    ['a null first name', { firstName: null, lastName: 'Kealoha' }, 'Kealoha'],
  ])('leaves out %s', (_, person, expected) => {
    expect(personName(person)).toBe(expected);
  });

  it("is '' when neither part says anything", () => {
    expect(personName({ firstName: ' ', lastName: '' })).toBe('');
    expect(personName({})).toBe('');
    expect(personName({ firstName: undefined, lastName: null })).toBe('');
  });

  it('gives the fallback only when there is no name', () => {
    expect(personName({ firstName: '', lastName: ' ' }, '—')).toBe('—');
    expect(personName({ firstName: 'Ana', lastName: '' }, '—')).toBe('Ana');
  });
});
