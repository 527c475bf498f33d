export * from './lib/payments.tables';
export * from './lib/payments.types';
