export * from './lib/translations';
