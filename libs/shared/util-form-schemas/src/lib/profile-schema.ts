import { object } from 'yup';
import { LENGTHS } from './limits';
import { requiredText, specialName } from './rules';

/**
 * The editable profile (GET /me, PUT /me/{id}), shared by the profile form and the server.
 * Names follow SPEC §5's attendee rules (required, letters of the special-name set, max 255),
 * not the sign-up limit of 25: the profile seeds the main attendee of a registration, whose
 * names may be up to 255 characters.
 */
export const profileSchema = object({
  firstName: requiredText(LENGTHS.maxText).test(specialName()),
  lastName: requiredText(LENGTHS.maxText).test(specialName()),
});
