import { Button, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SortOrder, TableSort } from '@festival/shared-util-table-params';

export interface SortHeaderProps<F extends string> {
  field: F;
  label: string;
  sort: TableSort<F> | null | undefined;
  onSort: (sort: TableSort<F>) => void;
}

/** A column header that sorts by its field (asc, then desc), saying the order to assistive tech. */
export function SortHeader<F extends string>({ field, label, sort, onSort }: SortHeaderProps<F>) {
  const { t } = useTranslation('common');
  const current = sort?.field === field ? sort.order : null;
  const next: SortOrder = current === 'asc' ? 'desc' : 'asc';
  return (
    <Table.ColumnHeader aria-sort={current ? (current === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Button
        variant="plain"
        size="sm"
        px="0"
        fontWeight="semibold"
        aria-label={t('table.sortBy', { column: label })}
        onClick={() => onSort({ field, order: next })}
      >
        {label} {current === 'asc' ? '↑' : current === 'desc' ? '↓' : ''}
      </Button>
    </Table.ColumnHeader>
  );
}
