import {
  DEFAULT_ROWS_PER_PAGE,
  PAGE_SEARCH_DEBOUNCE_MS,
  ROWS_PER_PAGE_OPTIONS,
  TABLE_SEARCH_DEBOUNCE_MS,
  listQuery,
  pageWindow,
  readTableParams,
  writeTableParams,
  type TableParams,
} from './table-params';

const SORT_FIELDS = ['name', 'email'] as const;
type Field = (typeof SORT_FIELDS)[number];

describe('table params', () => {
  it('follows SPEC.md §9', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([5, 10, 20, 30, 50]);
    expect(DEFAULT_ROWS_PER_PAGE).toBe(10);
    expect(TABLE_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(PAGE_SEARCH_DEBOUNCE_MS).toBe(500);
  });

  describe.each<[string, readonly Field[] | undefined, string, TableParams<Field>]>([
    // A sortable table (admin users).
    ['table', SORT_FIELDS, '', { page: 1, rows: 10, sort: null, search: '' }],
    [
      'table',
      SORT_FIELDS,
      'page=3&rows=5&sort=email:desc&search=ana',
      { page: 3, rows: 5, sort: { field: 'email', order: 'desc' }, search: 'ana' },
    ],
    ['table', SORT_FIELDS, 'sort=password:asc', { page: 1, rows: 10, sort: null, search: '' }],
    ['table', SORT_FIELDS, 'sort=name:sideways', { page: 1, rows: 10, sort: null, search: '' }],
    ['table', SORT_FIELDS, 'sort=name', { page: 1, rows: 10, sort: null, search: '' }],
    ['table', SORT_FIELDS, 'page=2000000&rows=10', { page: 1, rows: 10, sort: null, search: '' }],
    // A list without sorting (attendee My Events).
    ['list', undefined, '', { page: 1, rows: 10, search: '' }],
    ['list', undefined, 'page=3&rows=5&search=arts', { page: 3, rows: 5, search: 'arts' }],
    ['list', undefined, 'page=-1&rows=7', { page: 1, rows: 10, search: '' }],
    ['list', undefined, 'page=1.5&rows=abc', { page: 1, rows: 10, search: '' }],
    ['list', undefined, 'sort=name:asc&page=0&rows=50', { page: 1, rows: 50, search: '' }],
  ])('a %s reading "%s"', (_kind, sortFields, query, params) => {
    it('gets the state or its defaults', () => {
      expect(readTableParams(new URLSearchParams(query), sortFields)).toEqual(params);
    });
  });

  it('cuts an overlong search to 255 characters', () => {
    expect(readTableParams(new URLSearchParams(`search=${'a'.repeat(300)}`)).search).toHaveLength(255);
  });

  it.each<[string, string, TableParams, string]>([
    [
      'writes only what differs from the defaults and keeps other parameters',
      'tab=x&page=4',
      { page: 1, rows: 20, search: ' canoe ' },
      'tab=x&rows=20&search=canoe',
    ],
    [
      'writes a sort as field:order',
      '',
      { page: 2, rows: 10, sort: { field: 'name', order: 'asc' }, search: '' },
      'page=2&sort=name%3Aasc',
    ],
    [
      'removes a sort that was cleared',
      'sort=name:asc&search=old',
      { page: 1, rows: 10, sort: null, search: '  ' },
      '',
    ],
    [
      'leaves the sort of a list without sorting alone',
      'sort=name:asc',
      { page: 1, rows: 10, search: '' },
      'sort=name%3Aasc',
    ],
  ])('%s', (_name, query, params, written) => {
    expect(writeTableParams(new URLSearchParams(query), params).toString()).toBe(written);
  });

  it('reads back what it writes', () => {
    const params: TableParams<Field> = { page: 4, rows: 30, sort: { field: 'email', order: 'asc' }, search: 'ana' };
    expect(readTableParams(writeTableParams(new URLSearchParams(), params), SORT_FIELDS)).toEqual(params);
  });

  it.each([
    [
      { page: 1, rows: 10 },
      { take: 10, skip: 0 },
    ],
    [
      { page: 3, rows: 5 },
      { take: 5, skip: 10 },
    ],
  ])('turns %o into take and skip', (page, window) => {
    expect(pageWindow(page)).toEqual(window);
  });
});

describe('listQuery', () => {
  it('is the page window, the chosen sort and the search; no sort keys when none is chosen', () => {
    expect(listQuery({ page: 3, rows: 20, sort: { field: 'name', order: 'asc' }, search: 'ann' })).toEqual({
      take: 20,
      skip: 40,
      sort: 'name',
      order: 'asc',
      search: 'ann',
    });
    expect(listQuery({ page: 1, rows: 10, sort: null, search: '' })).toEqual({ take: 10, skip: 0, search: '' });
  });
});
