// The CSV export (`@festival/shared-data-access-api-client/export`): kept out of the main entry
// point so that a first page reaching the main barrel does not download it and, through it, the
// export contracts' TypeBox schemas; only the admin's staff pages, loaded on demand, use it.
export * from './lib/csv-export';
