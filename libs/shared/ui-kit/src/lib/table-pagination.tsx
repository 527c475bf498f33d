import { Button, HStack, NativeSelect, Text, type StackProps } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROWS_PER_PAGE_OPTIONS } from '@festival/shared-util-table-params';

export interface TablePaginationProps {
  page: number;
  rows: number;
  total: number;
  onPage: (page: number) => void;
  onRows: (rows: number) => void;
  /** Space above, to fit the page it sits on. */
  mt?: StackProps['mt'];
}

/** Rows per page (SPEC.md §9), the range shown, previous and next. */
export function TablePagination({ page, rows, total, onPage, onRows, mt = '4' }: TablePaginationProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / rows));
  const from = total === 0 ? 0 : (page - 1) * rows + 1;
  const to = Math.min(total, page * rows);
  return (
    <HStack justify="space-between" wrap="wrap" gap="4" mt={mt}>
      <HStack gap="2" wrap="wrap">
        <Text asChild fontSize="sm">
          <label htmlFor={id}>{t('table.rowsPerPage')}</label>
        </Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={id}
            value={String(rows)}
            onChange={(event) => onRows(Number(event.currentTarget.value))}
          >
            {ROWS_PER_PAGE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="3" wrap="wrap" minW="0">
        <Text fontSize="sm" aria-live="polite">
          {t('table.range', { from, to, total })}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('table.previousPage')}
        </Button>
        <Text fontSize="sm">{t('table.pageOf', { page, pages })}</Text>
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('table.nextPage')}
        </Button>
      </HStack>
    </HStack>
  );
}
