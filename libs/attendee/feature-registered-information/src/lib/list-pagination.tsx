import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROWS_PER_PAGE_OPTIONS } from './list-params';

export interface ListPaginationProps {
  page: number;
  rows: number;
  total: number;
  onPage: (page: number) => void;
  onRows: (rows: number) => void;
}

/** Rows per page (SPEC.md §9), the range shown, previous and next. */
export function ListPagination({ page, rows, total, onPage, onRows }: ListPaginationProps) {
  const { t } = useTranslation('registered');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / rows));
  const from = total === 0 ? 0 : (page - 1) * rows + 1;
  const to = Math.min(total, page * rows);
  return (
    <HStack justify="space-between" wrap="wrap" gap="4" mt="6">
      <HStack gap="2">
        <Text asChild fontSize="sm"><label htmlFor={id}>{t('myEvents.rowsPerPage')}</label></Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field id={id} value={String(rows)} onChange={(event) => onRows(Number(event.currentTarget.value))}>
            {ROWS_PER_PAGE_OPTIONS.map((option) => <option key={option} value={option}>{option}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="3">
        <Text fontSize="sm" aria-live="polite">{t('myEvents.range', { from, to, total })}</Text>
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>{t('myEvents.previousPage')}</Button>
        <Text fontSize="sm">{t('myEvents.pageOf', { page, pages })}</Text>
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>{t('myEvents.nextPage')}</Button>
      </HStack>
    </HStack>
  );
}
