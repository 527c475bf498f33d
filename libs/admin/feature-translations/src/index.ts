export * from './lib/translations-page';
