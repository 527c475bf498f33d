export * from './lib/app-context';
export * from './lib/app-providers';
export * from './lib/create-app-context';
export * from './lib/start-app';
export * from './lib/site-locale-switcher';
