import { Code, Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuditLog } from '@festival/admin-data-access-users';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { PageContainer, PageHeader, useDebouncedValue, useTableParams } from '@festival/shared-ui-kit';
import { StaffList } from '@festival/shared-ui-kit/staff';
import type { AuditEntry } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { PAGE_SEARCH_DEBOUNCE_MS, pageWindow, type TableSort } from '@festival/shared-util-table-params';

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
  const table = useTableParams(AUDIT_SORT_FIELDS);
  const filters = useAuditFilters();
  // The log is newest first until a link or the When header says otherwise.
  const sort: TableSort<'at'> = table.params.sort ?? { field: 'at', order: 'desc' };
  const query = { ...pageWindow(table.params), sort: 'at', order: sort.order, ...filters.values };
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
              <Input
                type="date"
                value={filters.values.from}
                onChange={(e) => filters.set('from', e.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('auditLog.to')}</Field.Label>
              <Input type="date" value={filters.values.to} onChange={(e) => filters.set('to', e.currentTarget.value)} />
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
            cell: (entry) => (
              <Text as="span" wordBreak="break-all">
                {entry.target}
              </Text>
            ),
          },
          {
            key: 'change',
            header: t('auditLog.columns.change'),
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
