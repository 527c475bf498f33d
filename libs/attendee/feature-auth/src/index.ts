export * from './lib/attendee-auth-provider';
export * from './lib/use-auth-dialogs';
export * from './lib/logout-destination';
export * from './lib/sign-in-dialog-body';
export * from './lib/sign-up-dialog-body';
export * from './lib/verify-email-dialog-body';
export * from './lib/multi-factor-dialog-body';
export * from './lib/sign-up-success-body';
