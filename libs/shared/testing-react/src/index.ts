export * from './lib/render-with-providers';
export * from './lib/render-staff-page';
