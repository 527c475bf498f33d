export * from './lib/namespaces';
export * from './lib/create-i18n';
export * from './lib/english-loaders';
export * from './lib/locale-storage';
export * from './lib/locale-negotiation';
export { commonEn } from './lib/resources/common.en';
export * from './lib/locales';
export * from './lib/key-collection';
export * from './lib/translated-list';
