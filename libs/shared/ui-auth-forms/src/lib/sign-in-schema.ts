// The sign-in form's schema on its own, so it can be fetched when the form first validates.
export { signInSchema } from '@festival/shared-util-form-schemas';
