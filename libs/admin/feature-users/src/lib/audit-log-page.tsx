import { Box, Button, Center, Code, Field, Input, SimpleGrid, Spinner, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuditLog } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import {
  PageContainer,
  PageHeader,
  TablePagination,
  useDebouncedValue,
  useListPages,
  useTableParams,
} from '@festival/shared-ui-kit';
import { ExportButton } from '@festival/shared-ui-kit/staff';
import type { AuditEntry } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { PAGE_SEARCH_DEBOUNCE_MS, pageWindow, type SortOrder } from '@festival/shared-util-table-params';

export const AUDIT_SORT_FIELDS = ['at'] as const;
const FILTERS = ['actor', 'action', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** The who / what / when filters, kept in the URL beside the table's own parameters; a change goes back to page 1. */
function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ''])) as Record<Filter, string>;
  const set = (name: Filter, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { values, set };
}

/** A text filter typed freely, written to the URL once typing pauses. */
function TextFilter({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, PAGE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced.trim());
  }, [debounced]);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </Field.Root>
  );
}

const change = (entry: AuditEntry) =>
  [entry.before, entry.after]
    .map((value) => (value === null || value === undefined ? '—' : JSON.stringify(value)))
    .join(' → ');

/** `/audit-log` (AUDIT_LOG:R): who changed what and when, filterable, exportable. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const { params, setPage, setRows, setSort } = useTableParams(AUDIT_SORT_FIELDS);
  const filters = useAuditFilters();
  const order: SortOrder = params.sort?.order ?? 'desc';
  const query = { ...pageWindow(params), sort: 'at', order, ...filters.values };
  const log = useAuditLog(query);
  const csv = useCsvExport('/audit-log', query);
  const rows = log.data?.data ?? [];
  const { total } = useListPages(log, params, setPage);

  return (
    <PageContainer>
      <PageHeader title={t('auditLog.title')} description={t('auditLog.intro')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="4">
        <TextFilter
          label={t('auditLog.actor')}
          value={filters.values.actor}
          onChange={(v) => filters.set('actor', v)}
        />
        <TextFilter
          label={t('auditLog.action')}
          value={filters.values.action}
          placeholder={t('auditLog.actionPlaceholder')}
          onChange={(v) => filters.set('action', v)}
        />
        <Field.Root>
          <Field.Label>{t('auditLog.from')}</Field.Label>
          <Input type="date" value={filters.values.from} onChange={(e) => filters.set('from', e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('auditLog.to')}</Field.Label>
          <Input type="date" value={filters.values.to} onChange={(e) => filters.set('to', e.currentTarget.value)} />
        </Field.Root>
      </SimpleGrid>
      <Box mb="4">
        <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />
      </Box>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        <Table.Root size="sm" aria-label={t('auditLog.tableLabel')} aria-busy={log.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader aria-sort={order === 'asc' ? 'ascending' : 'descending'}>
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  fontWeight="semibold"
                  aria-label={order === 'desc' ? t('auditLog.sortOldest') : t('auditLog.sortNewest')}
                  onClick={() => setSort({ field: 'at', order: order === 'desc' ? 'asc' : 'desc' })}
                >
                  {t('auditLog.columns.at')} {order === 'asc' ? '↑' : '↓'}
                </Button>
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditLog.columns.actor')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('auditLog.columns.action')}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{t('auditLog.columns.target')}</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">{t('auditLog.columns.change')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell whiteSpace="nowrap">
                  {formatDisplayDate(entry.at)} {formatDisplayTime(entry.at)}
                </Table.Cell>
                <Table.Cell wordBreak="break-all">{entry.actorEmail || entry.actorSub}</Table.Cell>
                <Table.Cell>{entry.action}</Table.Cell>
                <Table.Cell hideBelow="md" wordBreak="break-all">
                  {entry.target}
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                    {change(entry)}
                  </Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {log.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('auditLog.loading')}</Text>
          </Center>
        )}
        {log.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('auditLog.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}
