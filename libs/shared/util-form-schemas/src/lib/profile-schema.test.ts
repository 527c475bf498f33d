import { profileSchema } from './profile-schema';
import { messagesFor } from './test-helpers';

describe('profileSchema (SPEC.md §5 "Attendee" names)', () => {
  it('accepts names up to 255 characters of the special-name set', () => {
    expect(
      messagesFor(profileSchema, { firstName: "Kaʻiulani O'Neil-Kahale", lastName: 'A'.repeat(255) }, 'lastName'),
    ).toEqual([]);
  });

  it('requires both names and refuses special characters and overlong names', () => {
    expect(messagesFor(profileSchema, { firstName: '', lastName: 'Kealoha' }, 'firstName')).toEqual([
      'This field is required',
    ]);
    expect(messagesFor(profileSchema, { firstName: 'Ann', lastName: 'K3@loha' }, 'lastName')).not.toEqual([]);
    expect(messagesFor(profileSchema, { firstName: 'A'.repeat(256), lastName: 'Kealoha' }, 'firstName')).toEqual([
      'reached maximum length of 255 characters',
    ]);
  });
});
