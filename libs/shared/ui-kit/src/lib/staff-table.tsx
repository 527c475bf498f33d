import { Box, Center, Flex, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSort } from '@festival/shared-util-table-params';
import { type Breakpoint, useBreakpointReached, useIsMobile } from './breakpoints';
import { SelectCheckbox } from './select-checkbox';
import { SortHeader } from './sort-header';

export interface StaffTableColumn<Row, F extends string = string> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The list's sort field this column's header sorts by (with the table's `sort`). */
  sortField?: F;
  /**
   * The table leaves the column out below this breakpoint. The table itself shows from the mobile
   * breakpoint (`md`), below which every column is a line of the row's card, so only wider ones count.
   */
  hideBelow?: Exclude<Breakpoint, 'base' | 'sm' | 'md'>;
  /** A count or amount: header and cells aligned to the end in the table, so digits line up. */
  numeric?: boolean;
}

/** Rows the user picks (for a bulk action): a checkbox on each row and one for the whole page. */
export interface StaffTableSelection<Row> {
  /** The chosen rows' keys (`rowKey`), kept by the page; keys of rows not on this page are left alone. */
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** The row's name in its checkbox's label ("Select {{name}}"). */
  rowName: (row: Row) => string;
  /** The page's own words for the checkboxes, where the kit's common ones are too plain. */
  allLabel?: string;
  rowLabel?: (row: Row) => string;
}

export interface StaffTableProps<Row, F extends string = string> {
  /** The accessible name of the table (and of the card list on a phone). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column is the card title on a phone; the others become "header: value" lines. */
  columns: readonly StaffTableColumn<Row, F>[];
  /** The list's sort (from the URL) and how to change it, for the columns with a `sortField`. */
  sort?: { current: TableSort<F> | null | undefined; onSort: (sort: TableSort<F>) => void };
  /** A first column of checkboxes (beside each card on a phone), left out when nothing may be done to many. */
  selection?: StaffTableSelection<Row>;
  /** A last column of buttons, left out when the user may not change anything. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** The query's status: a spinner while `pending`, the empty text once `success` with no rows. */
  status: 'pending' | 'error' | 'success';
  /** A fetch is under way (aria-busy). */
  busy: boolean;
  loadingText: string;
  emptyText: string;
}

/** A staff list: a table on wide screens, a list of cards on a phone, with loading and empty states. */
export function StaffTable<Row, F extends string = string>({
  label,
  rows,
  rowKey,
  columns,
  sort,
  selection,
  actions,
  status,
  busy,
  loadingText,
  emptyText,
}: StaffTableProps<Row, F>) {
  const isMobile = useIsMobile();
  const reached = useBreakpointReached();
  const select = useRowSelection(rows, rowKey, selection);
  const [title, ...details] = columns;
  const shown = columns.filter((column) => !column.hideBelow || reached(column.hideBelow));
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
      {isMobile ? (
        <>
          {select && rows.length > 0 && (
            <HStack as="label" gap="3" px="4" py="3" borderBottomWidth="1px" fontSize="sm" cursor="pointer">
              <SelectCheckbox checked={select.all} indeterminate={select.some} onChange={select.setAll} />
              <Text>{select.allLabel}</Text>
            </HStack>
          )}
          <Stack as="ul" aria-label={label} aria-busy={busy} gap="0" listStyleType="none">
            {rows.map((row) => {
              const buttons = actions?.cell(row);
              return (
                <Box as="li" key={rowKey(row)} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <HStack align="start" gap="3">
                    {select && (
                      <Box pt="1">
                        <SelectCheckbox {...select.row(row)} />
                      </Box>
                    )}
                    <Stack gap="1" minW="0" flex="1">
                      {title && <Box fontWeight="medium">{title.cell(row)}</Box>}
                      <Stack as="dl" gap="1" fontSize="sm">
                        {details.map((column) => (
                          <Flex key={column.key} gap="1" wrap="wrap" wordBreak="break-word">
                            <Text as="dt" color="fg.muted">
                              {column.header}:
                            </Text>
                            <Box as="dd">{column.cell(row)}</Box>
                          </Flex>
                        ))}
                      </Stack>
                      {buttons && <Box pt="2">{buttons}</Box>}
                    </Stack>
                  </HStack>
                </Box>
              );
            })}
          </Stack>
        </>
      ) : (
        <Table.Root size="sm" aria-label={label} aria-busy={busy}>
          <Table.Header>
            <Table.Row>
              {select && (
                <Table.ColumnHeader width="10">
                  <SelectCheckbox
                    label={select.allLabel}
                    checked={select.all}
                    indeterminate={select.some}
                    onChange={select.setAll}
                    disabled={rows.length === 0}
                  />
                </Table.ColumnHeader>
              )}
              {shown.map((column) =>
                sort && column.sortField ? (
                  <SortHeader
                    key={column.key}
                    field={column.sortField}
                    label={column.header}
                    sort={sort.current}
                    onSort={sort.onSort}
                  />
                ) : (
                  <Table.ColumnHeader key={column.key} textAlign={column.numeric ? 'end' : undefined}>
                    {column.header}
                  </Table.ColumnHeader>
                ),
              )}
              {actions && <Table.ColumnHeader>{actions.header}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {select && (
                  <Table.Cell>
                    <SelectCheckbox {...select.row(row)} />
                  </Table.Cell>
                )}
                {shown.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.numeric ? 'end' : undefined}>
                    {column.cell(row)}
                  </Table.Cell>
                ))}
                {actions && <Table.Cell>{actions.cell(row)}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {status === 'pending' && (
        <Center py="8" role="status" gap="3">
          <Spinner size="sm" />
          <Text>{loadingText}</Text>
        </Center>
      )}
      {status === 'success' && rows.length === 0 && (
        <Text textAlign="center" py="8" color="fg.muted">
          {emptyText}
        </Text>
      )}
    </Box>
  );
}

/** The page's checkbox and each row's, over the selection the page keeps; null without one. */
function useRowSelection<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  selection: StaffTableSelection<Row> | undefined,
) {
  const { t } = useTranslation('common');
  if (!selection) return null;
  const { selected, onChange, rowName } = selection;
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selected.has(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  const change = (update: (next: Set<string>) => void) => {
    const next = new Set(selected);
    update(next);
    onChange(next);
  };
  return {
    all,
    some: chosen > 0 && !all,
    allLabel: selection.allLabel ?? t('table.selectAll'),
    /** Checks every row of the page, or clears them all (rows on other pages keep their state). */
    setAll: (on: boolean) => change((next) => keys.forEach((key) => (on ? next.add(key) : next.delete(key)))),
    row: (row: Row) => {
      const key = rowKey(row);
      return {
        label: selection.rowLabel?.(row) ?? t('table.selectRow', { name: rowName(row) }),
        checked: selected.has(key),
        onChange: (on: boolean) => change((next) => (on ? next.add(key) : next.delete(key))),
      };
    },
  };
}
