import { Box, Center, Flex, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TableSort } from '@festival/shared-util-table-params';
import { useIsMobile } from './breakpoints';
import { SortHeader } from './sort-header';

export interface StaffTableColumn<Row, F extends string = string> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The list's sort field this column's header sorts by (with the table's `sort`). */
  sortField?: F;
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
  actions,
  status,
  busy,
  loadingText,
  emptyText,
}: StaffTableProps<Row, F>) {
  const isMobile = useIsMobile();
  const [title, ...details] = columns;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
      {isMobile ? (
        <Stack as="ul" aria-label={label} aria-busy={busy} gap="0" listStyleType="none">
          {rows.map((row) => {
            const buttons = actions?.cell(row);
            return (
              <Box as="li" key={rowKey(row)} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Stack gap="1">
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
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Table.Root size="sm" aria-label={label} aria-busy={busy}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) =>
                sort && column.sortField ? (
                  <SortHeader
                    key={column.key}
                    field={column.sortField}
                    label={column.header}
                    sort={sort.current}
                    onSort={sort.onSort}
                  />
                ) : (
                  <Table.ColumnHeader key={column.key}>{column.header}</Table.ColumnHeader>
                ),
              )}
              {actions && <Table.ColumnHeader>{actions.header}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Cell key={column.key}>{column.cell(row)}</Table.Cell>
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
