import { Box, Flex, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { ExportButton, type ExportPhase } from './export-button';
import { TableSearch, type TableSearchProps } from './table-search';

/** A list's CSV export as `useCsvExport` gives it: where it is, and how to start it. */
export interface ToolbarExport {
  phase: ExportPhase;
  rows: number;
  total: number | null;
  start: () => void;
}

export interface StaffListToolbarProps {
  /** The search box; it asks again once typing pauses (PAGE_SEARCH_DEBOUNCE_MS unless told). None without it. */
  search?: Omit<TableSearchProps, 'debounceMs'> & { debounceMs?: number };
  /** The list's CSV export, beside the search. */
  csv?: ToolbarExport;
  /** The list's filters (FilterSelect), in a row under the search. */
  filters?: ReactNode;
  /** The page's own actions beside the export (e.g. New role). */
  children?: ReactNode;
}

/**
 * What stands above every staff list (SPEC.md §2 site table): the search, the export and the
 * page's actions on one line that wraps on a phone, and the filters under it.
 */
export function StaffListToolbar({ search, csv, filters, children }: StaffListToolbarProps) {
  return (
    <Stack gap="3" mb="4">
      <HStack gap="3" align="flex-end" wrap="wrap">
        {search && (
          <Box flex="1" minW="60">
            <TableSearch {...search} debounceMs={search.debounceMs ?? PAGE_SEARCH_DEBOUNCE_MS} />
          </Box>
        )}
        {csv && <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />}
        {children}
      </HStack>
      {filters && (
        <Flex gap="3" wrap="wrap" align="end">
          {filters}
        </Flex>
      )}
    </Stack>
  );
}
