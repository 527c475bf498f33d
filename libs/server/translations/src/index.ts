export * from './lib/translations.tables';
export * from './lib/translations.service';
export * from './lib/translations.routes';
export * from './lib/quotes';
export * from './lib/seed';
export { englishSource, flattenBundle, nestTranslations } from './lib/english-source';
