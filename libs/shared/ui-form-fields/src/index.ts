export * from './lib/form-text-field';
export * from './lib/form-select-field';
export * from './lib/form-checklist-field';
export * from './lib/form-textarea-field';
export * from './lib/form-radio-group';
export * from './lib/form-checkbox-field';
