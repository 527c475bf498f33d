import { pageWindow, readListParams, writeListParams } from './list-params';

describe('list params', () => {
  it.each([
    ['', { page: 1, rows: 10, search: '' }],
    ['page=3&rows=5&search=arts', { page: 3, rows: 5, search: 'arts' }],
    ['page=-1&rows=7', { page: 1, rows: 10, search: '' }],
    ['page=1.5&rows=abc', { page: 1, rows: 10, search: '' }],
  ])('reads "%s"', (query, params) => {
    expect(readListParams(new URLSearchParams(query))).toEqual(params);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeListParams(new URLSearchParams('tab=x&page=4'), { page: 1, rows: 20, search: ' canoe ' }).toString()).toBe('tab=x&rows=20&search=canoe');
  });

  it('turns a page into take and skip', () => {
    expect(pageWindow({ page: 3, rows: 5 })).toEqual({ take: 5, skip: 10 });
  });
});
