// Staff-only parts (`@festival/shared-ui-kit/staff`): the CSV export button and the staff tables'
// filters. Kept out of the main entry point so that a site's first page, which reaches the main
// barrel, does not download them with it; the admin's staff pages, loaded on demand, import them.
export * from './lib/export-button';
export * from './lib/filter-select';
export * from './lib/staff-table';
export * from './lib/use-table-filters';
export * from './lib/staff-list-toolbar';
export * from './lib/staff-list';
export * from './lib/sort-header';
