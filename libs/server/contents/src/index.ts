export * from './lib/contents.tables';
export * from './lib/contents.service';
export * from './lib/contents.routes';
export * from './lib/reference-lists';
