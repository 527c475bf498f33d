// The sign-in journey's forms (Formik, Yup and the form schemas with them), in one file fetched
// when the first of its dialogs opens (lazy-dialog-bodies.tsx), not with the home page.
export { MultiFactorDialogBody } from './multi-factor-dialog-body';
export { SignInDialogBody } from './sign-in-dialog-body';
export { SignUpDialogBody } from './sign-up-dialog-body';
export { VerifyEmailDialogBody } from './verify-email-dialog-body';
