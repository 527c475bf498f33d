export * from './lib/attendee-auth-provider';
export * from './lib/use-auth-dialogs';
export * from './lib/logout-destination';
export * from './lib/sign-up-success-body';
// The dialog bodies are the lazy ones: their forms are fetched when a dialog first opens.
export * from './lib/lazy-dialog-bodies';
