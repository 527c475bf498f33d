import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffListToolbar, type ToolbarExport } from './staff-list-toolbar';
import { StaffTable, type StaffTableProps, type StaffTableSelection } from './staff-table';
import { TablePagination } from './table-pagination';
import { useListPages, type PagedListState, type TableParamsControls } from './use-table-params';

/** What a staff list's query (TanStack Query) answers, as far as the list shows it. */
export interface StaffListState<Row> extends PagedListState {
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
  data?: { data: readonly Row[]; totalRecords: number };
}

export interface StaffListProps<Row, F extends string> extends Omit<
  StaffTableProps<Row, F>,
  'rows' | 'status' | 'busy' | 'sort' | 'selection'
> {
  /** The list's page, rows per page, search and sort, kept in the URL (`useTableParams`). */
  table: Pick<TableParamsControls<F>, 'params' | 'setPage' | 'setRows' | 'setSearch' | 'setSort'>;
  /** The list's query for the current page. */
  list: StaffListState<Row>;
  /**
   * The search box's name and hint, and its delay: PAGE_SEARCH_DEBOUNCE_MS unless told (a table's own
   * box takes TABLE_SEARCH_DEBOUNCE_MS, SPEC.md §9); a list searched only through its filters has none.
   */
  search?: { label: string; placeholder?: string; debounceMs?: number };
  /** The list's CSV export (`useCsvExport`). */
  csv?: ToolbarExport;
  /** The list's filters (FilterSelect), under the search. */
  filters?: ReactNode;
  /** The page's own actions beside the export (e.g. New activity). */
  toolbarActions?: ReactNode;
  /**
   * Rows the user picks, and what may be done to them (e.g. a bulk move), in a bar above the table that
   * says how many of the rows on screen are chosen; left out when nothing may be done to many.
   */
  selection?: StaffTableSelection<Row> & { actions?: ReactNode };
}

/**
 * A staff list page's body (SPEC.md §2 site table): the search, export and filters, the table (cards on a
 * phone; the headers of columns with a `sortField` sort it; with a `selection`, a checkbox per row and the
 * bar of what may be done to those chosen) and the pages under it; a page past the end moves to the last one.
 */
export function StaffList<Row, F extends string>({
  table,
  list,
  search,
  csv,
  filters,
  toolbarActions,
  selection,
  ...tableProps
}: StaffListProps<Row, F>) {
  const { t } = useTranslation('common');
  const { params, setPage, setRows, setSearch, setSort } = table;
  const { total } = useListPages(list, params, setPage);
  const rows = list.data?.data ?? [];
  const chosen = selection ? rows.filter((row) => selection.selected.has(tableProps.rowKey(row))).length : 0;
  return (
    <>
      <StaffListToolbar
        search={search && { ...search, value: params.search, onChange: setSearch }}
        csv={csv}
        filters={filters}
      >
        {toolbarActions}
      </StaffListToolbar>
      {selection && (
        <Flex gap="3" mb="3" align="end" wrap="wrap">
          <Text fontSize="sm" aria-live="polite" minW="24">
            {t('table.selected', { count: chosen })}
          </Text>
          {selection.actions}
        </Flex>
      )}
      <StaffTable
        {...tableProps}
        sort={{ current: params.sort, onSort: setSort }}
        selection={selection}
        rows={rows}
        status={list.status}
        busy={list.isFetching}
      />
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </>
  );
}
