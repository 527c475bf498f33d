export * from './lib/resources';
export * from './lib/create-i18n';
export * from './lib/locale-storage';
export { commonEn } from './lib/resources/common.en';
export * from './lib/locales';
export * from './lib/key-collection';
