export * from './lib/home-page';
export * from './lib/festival-hero';
