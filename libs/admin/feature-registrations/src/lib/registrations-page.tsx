import { Box, Button, Field, HStack, Link, NativeSelect } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  useFilterOptions,
  useRegistrations,
  useSetRegistrationStatuses,
} from '@festival/admin-data-access-registrations';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  PageContainer,
  PageHeader,
  showSuccessToast,
  StatusBadge,
  useConfirm,
  useTableParams,
} from '@festival/shared-ui-kit';
import { FilterSelect, StaffList, useTableFilters } from '@festival/shared-ui-kit/staff';
import type {
  BulkStatusResult,
  RegistrationStatus,
  RegistrationType,
  StaffRegistrationSummary,
} from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName, REGISTRATION_STATUSES } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';
import { listQuery } from '@festival/shared-util-table-params';
import { BulkResults } from './bulk-results';

export const REGISTRATION_SORT_FIELDS = ['name', 'createdAt'] as const;
export const REGISTRATION_FILTERS = ['status', 'type', 'activityId', 'countryId'] as const;
/** The moves staff make on many registrations at once. */
export const BULK_MOVES: readonly RegistrationStatus[] = [
  'APPROVED',
  'REJECTED',
  'WAITING_LIST',
  'CANCELED',
  'INVALID',
  'FINISHED',
];
const TYPES: readonly RegistrationType[] = ['GENERAL', 'DELEGATE'];

const mainName = (r: StaffRegistrationSummary) => personName(r.mainAttendee, '—');

/** `/registrations` (ATTENDEE:R): search, filter, open one; with ATTENDEE:U, select several and decide at once. */
export function RegistrationsPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'ATTENDEE', 'update');
  const table = useTableParams(REGISTRATION_SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(REGISTRATION_FILTERS);
  const options = useFilterOptions();
  const query = {
    ...listQuery(table.params),
    status: filters.status as RegistrationStatus | undefined,
    type: filters.type as RegistrationType | undefined,
    activityId: filters.activityId,
    countryId: filters.countryId,
  };
  const registrations = useRegistrations(query);
  const csv = useCsvExport('/registrations', query);
  const rows = useMemo(() => registrations.data?.data ?? [], [registrations.data]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<BulkStatusResult[]>([]);
  const [bulkMove, setBulkMove] = useState<RegistrationStatus | ''>('');
  const bulk = useSetRegistrationStatuses();
  const confirm = useConfirm();
  // Only what is on screen stays selected: another page or filter shows other rows.
  const visibleSelected = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const names = useMemo(() => new Map(rows.map((r) => [r.id, mainName(r)])), [rows]);

  async function applyBulk() {
    if (!bulkMove || visibleSelected.length === 0) return;
    const action = t(`moves.${bulkMove}`);
    const ok = await confirm({
      title: t('registrations.bulkConfirmTitle', { action, count: visibleSelected.length }),
      body: t('registrations.bulkConfirmBody'),
      confirmLabel: action,
      destructive: ['REJECTED', 'CANCELED', 'INVALID'].includes(bulkMove),
    });
    if (!ok) return;
    const outcome = await bulk.mutateAsync({ ids: visibleSelected, status: bulkMove });
    const changed = outcome.filter((r) => r.ok).length;
    showSuccessToast(t('registrations.bulkDone', { ok: changed, total: outcome.length }));
    setResults(outcome);
    setSelected(new Set(outcome.filter((r) => !r.ok).map((r) => r.id)));
  }

  return (
    <PageContainer>
      <PageHeader title={t('registrations.title')} description={t('registrations.intro')} />
      <HStack mb="4" gap="4">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={adminRoutes.delegations.getHref()}>{t('registrations.delegations')} →</RouterLink>
        </Button>
      </HStack>
      <StaffList
        table={table}
        list={registrations}
        search={{ label: t('registrations.search'), placeholder: t('registrations.searchPlaceholder') }}
        csv={csv}
        filters={
          <>
            <FilterSelect
              label={t('filters.status')}
              value={filters.status}
              options={REGISTRATION_STATUSES.map((s) => ({ value: s, label: tStatus(`status.${s}`) }))}
              onChange={(v) => setFilter('status', v)}
            />
            <FilterSelect
              label={t('filters.type')}
              value={filters.type}
              options={TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              onChange={(v) => setFilter('type', v)}
            />
            <FilterSelect
              label={t('filters.activity')}
              value={filters.activityId}
              options={(options.data?.activities ?? []).map((a) => ({ value: a.id, label: a.name }))}
              onChange={(v) => setFilter('activityId', v)}
            />
            <FilterSelect
              label={t('filters.country')}
              value={filters.countryId}
              options={(options.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(v) => setFilter('countryId', v)}
            />
          </>
        }
        selection={
          canChange
            ? {
                selected,
                onChange: setSelected,
                rowName: mainName,
                allLabel: t('registrations.selectAll'),
                rowLabel: (r) => t('registrations.selectOne', { name: mainName(r) }),
                actions: (
                  <>
                    {/* The label spans the picker and Apply, which sit side by side under it: the field
                        is as wide as its label, and a picker narrower than that left Apply far off. On a
                        phone the picker takes the line's width, Apply at its end. */}
                    <Field.Root width={{ base: 'full', sm: 'auto' }}>
                      <Field.Label fontSize="sm">{t('registrations.bulkLabel')}</Field.Label>
                      <HStack gap="2" width="full">
                        <NativeSelect.Root size="sm" flex={{ base: '1', sm: 'initial' }} width={{ sm: 'auto' }}>
                          <NativeSelect.Field
                            value={bulkMove}
                            onChange={(event) => setBulkMove(event.currentTarget.value as RegistrationStatus | '')}
                          >
                            <option value="">{t('registrations.bulkChoose')}</option>
                            {BULK_MOVES.map((move) => (
                              <option key={move} value={move}>
                                {t(`moves.${move}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Button
                          size="sm"
                          colorPalette="brand"
                          disabled={!bulkMove || visibleSelected.length === 0}
                          loading={bulk.isPending}
                          onClick={() => void applyBulk()}
                        >
                          {t('registrations.bulkApply')}
                        </Button>
                      </HStack>
                    </Field.Root>
                    <Box flexBasis="full">
                      <BulkResults results={results} nameOf={(id) => names.get(id) ?? id} />
                    </Box>
                  </>
                ),
              }
            : undefined
        }
        label={t('registrations.tableLabel')}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'name',
            header: t('registrations.columns.name'),
            sortField: 'name',
            cell: (r) => (
              <Link asChild fontWeight="medium">
                <RouterLink to={adminRoutes.registration.getHref({ id: r.id })}>{mainName(r)}</RouterLink>
              </Link>
            ),
          },
          { key: 'email', header: t('registrations.columns.email'), cell: (r) => r.mainAttendee.email },
          { key: 'type', header: t('registrations.columns.type'), cell: (r) => t(`types.${r.type}`) },
          { key: 'delegation', header: t('registrations.columns.delegation'), cell: (r) => r.delegationName ?? '—' },
          {
            key: 'attendees',
            header: t('registrations.columns.attendees'),
            cell: (r) => r.attendeeCount,
            numeric: true,
          },
          { key: 'status', header: t('registrations.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
          {
            key: 'createdAt',
            header: t('registrations.columns.createdAt'),
            cell: (r) => formatDisplayDate(r.createdAt),
          },
        ]}
        loadingText={t('registrations.loading')}
        emptyText={t('registrations.empty')}
      />
    </PageContainer>
  );
}
