/**
 * The short reference an attendee quotes to the festival team (in emails, on the phone): the
 * first eight hex digits of the registration's id, upper case. Staff find the registration by its
 * id's prefix; eight digits of a random UUID make a clash within one festival very unlikely.
 */
export function registrationReference(registrationId: string): string {
  return `REG-${registrationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
