import { Code, Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { PageContainer, PageHeader, TableSearch, useTableParams } from '@festival/shared-ui-kit';
import { StaffList, useTableFilters } from '@festival/shared-ui-kit/staff';
import type { AuditEntry } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { PAGE_SEARCH_DEBOUNCE_MS, pageWindow, type TableSort } from '@festival/shared-util-table-params';

export const AUDIT_SORT_FIELDS = ['at'] as const;
const FILTERS = ['actor', 'action', 'from', 'to'] as const;

const change = (entry: AuditEntry) =>
  [entry.before, entry.after]
    .map((value) => (value === null || value === undefined ? '—' : JSON.stringify(value)))
    .join(' → ');

/** `/audit-log` (AUDIT_LOG:R): who changed what and when, filterable, exportable. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const table = useTableParams(AUDIT_SORT_FIELDS);
  // The who / what / when filters, kept in the URL beside the table's own parameters.
  const { filters, setFilter } = useTableFilters(FILTERS);
  // The log is newest first until a link or the When header says otherwise.
  const sort: TableSort<'at'> = table.params.sort ?? { field: 'at', order: 'desc' };
  const query = { ...pageWindow(table.params), sort: 'at', order: sort.order, ...filters };
  const log = useAuditLog(query);
  const csv = useCsvExport('/audit-log', query);

  return (
    <PageContainer>
      <PageHeader title={t('auditLog.title')} description={t('auditLog.intro')} />
      <StaffList
        table={{ ...table, params: { ...table.params, sort } }}
        list={log}
        csv={csv}
        filters={
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" w="full">
            <TableSearch
              label={t('auditLog.actor')}
              value={filters.actor ?? ''}
              onChange={(v) => setFilter('actor', v)}
              debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
            />
            <TableSearch
              label={t('auditLog.action')}
              value={filters.action ?? ''}
              placeholder={t('auditLog.actionPlaceholder')}
              onChange={(v) => setFilter('action', v)}
              debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
            />
            <Field.Root>
              <Field.Label>{t('auditLog.from')}</Field.Label>
              <Input
                type="date"
                value={filters.from ?? ''}
                onChange={(e) => setFilter('from', e.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('auditLog.to')}</Field.Label>
              <Input type="date" value={filters.to ?? ''} onChange={(e) => setFilter('to', e.currentTarget.value)} />
            </Field.Root>
          </SimpleGrid>
        }
        label={t('auditLog.tableLabel')}
        rowKey={(entry) => entry.id}
        columns={[
          {
            key: 'at',
            header: t('auditLog.columns.at'),
            sortField: 'at',
            cell: (entry) => (
              <Text as="span" whiteSpace="nowrap">
                {formatDisplayDate(entry.at)} {formatDisplayTime(entry.at)}
              </Text>
            ),
          },
          {
            key: 'actor',
            header: t('auditLog.columns.actor'),
            cell: (entry) => (
              <Text as="span" wordBreak="break-all">
                {entry.actorEmail || entry.actorSub}
              </Text>
            ),
          },
          { key: 'action', header: t('auditLog.columns.action'), cell: (entry) => entry.action },
          {
            key: 'target',
            header: t('auditLog.columns.target'),
            // Below lg these two squeeze Who into a stack of fragments: the table keeps When, Who and What
            // there, and a phone's card shows every column.
            hideBelow: 'lg',
            cell: (entry) => (
              <Text as="span" wordBreak="break-all">
                {entry.target}
              </Text>
            ),
          },
          {
            key: 'change',
            header: t('auditLog.columns.change'),
            hideBelow: 'lg',
            cell: (entry) => (
              <Code fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all">
                {change(entry)}
              </Code>
            ),
          },
        ]}
        loadingText={t('auditLog.loading')}
        emptyText={t('auditLog.empty')}
      />
    </PageContainer>
  );
}
