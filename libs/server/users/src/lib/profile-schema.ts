import { object } from 'yup';
import { LENGTHS, requiredText, specialName } from '@festival/shared-util-form-schemas';

/**
 * The editable profile. Names follow SPEC §5's attendee rules (required, letters of the
 * special-name set, max 255), not the sign-up limit of 25: the profile seeds the main
 * attendee of a registration, whose names may be up to 255 characters.
 */
export const profileSchema = object({
  firstName: requiredText(LENGTHS.maxText).test(specialName()),
  lastName: requiredText(LENGTHS.maxText).test(specialName()),
});
