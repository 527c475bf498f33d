export * from './lib/layout-visibility';
export * from './lib/navbar';
export * from './lib/footer';
export * from './lib/attendee-layout';
export * from './lib/sign-in-placeholder';
export * from './lib/login-page';
