export * from './lib/terms-page';
export * from './lib/privacy-page';
export * from './lib/faq-page';
