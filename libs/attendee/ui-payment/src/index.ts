export * from './lib/card-input';
export * from './lib/fee-summary';
export * from './lib/payment-attempt';
export * from './lib/payment-fields';
export * from './lib/payment-form';
export * from './lib/payment-dialog';
