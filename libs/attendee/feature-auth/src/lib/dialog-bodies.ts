// The sign-in journey's forms (Formik, Yup and the form schemas with them), in one file fetched
// when the first of its dialogs opens (lazy-dialog-bodies.tsx), not with the home page.
export { MultiFactorDialogBody } from './multi-factor-dialog-body';
export { SignInDialogBody } from './sign-in-dialog-body';
export { SignUpDialogBody } from './sign-up-dialog-body';
export { VerifyEmailDialogBody } from './verify-email-dialog-body';
// The sign-in that follows an emailed code's verification, run from those dialogs: with the forms,
// not in the home page's download.
export { signInAgain } from '@festival/shared-data-access-auth-session';
