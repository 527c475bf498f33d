import {
  Badge,
  Box,
  Button,
  Center,
  chakra,
  Field,
  Flex,
  HStack,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
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
  TablePagination,
  useConfirm,
  useIsMobile,
  useListPages,
  useTableParams,
} from '@festival/shared-ui-kit';
import { FilterSelect, StaffListToolbar, useTableFilters } from '@festival/shared-ui-kit/staff';
import type {
  BulkStatusResult,
  RegistrationStatus,
  RegistrationType,
  StaffRegistrationSummary,
} from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { REGISTRATION_STATUSES } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';
import { listQuery, type SortOrder } from '@festival/shared-util-table-params';
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

const fullName = (r: StaffRegistrationSummary) =>
  `${r.mainAttendee.firstName} ${r.mainAttendee.lastName}`.trim() || '—';

/** `/registrations` (ATTENDEE:R): search, filter, open one; with ATTENDEE:U, select several and decide at once. */
export function RegistrationsPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'ATTENDEE', 'update');
  const { params, setPage, setRows, setSort, setSearch } = useTableParams(REGISTRATION_SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(REGISTRATION_FILTERS);
  const options = useFilterOptions();
  const query = {
    ...listQuery(params),
    status: filters.status as RegistrationStatus | undefined,
    type: filters.type as RegistrationType | undefined,
    activityId: filters.activityId,
    countryId: filters.countryId,
  };
  const registrations = useRegistrations(query);
  const csv = useCsvExport('/registrations', query);
  const rows = useMemo(() => registrations.data?.data ?? [], [registrations.data]);
  const { total } = useListPages(registrations, params, setPage);
  const isMobile = useIsMobile();

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<BulkStatusResult[]>([]);
  const [bulkMove, setBulkMove] = useState<RegistrationStatus | ''>('');
  const bulk = useSetRegistrationStatuses();
  const confirm = useConfirm();
  // Only what is on screen stays selected: another page or filter shows other rows.
  const visibleSelected = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const names = useMemo(() => new Map(rows.map((r) => [r.id, fullName(r)])), [rows]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && visibleSelected.length === rows.length;

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

  const nameOrder: SortOrder = params.sort?.field === 'name' && params.sort.order === 'asc' ? 'desc' : 'asc';
  const nameSort =
    params.sort?.field === 'name' ? (params.sort.order === 'asc' ? 'ascending' : 'descending') : ('none' as const);

  return (
    <PageContainer>
      <PageHeader title={t('registrations.title')} description={t('registrations.intro')} />
      <HStack mb="4" gap="4">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={adminRoutes.delegations.getHref()}>{t('registrations.delegations')} →</RouterLink>
        </Button>
      </HStack>
      <StaffListToolbar
        search={{
          value: params.search,
          onChange: setSearch,
          label: t('registrations.search'),
          placeholder: t('registrations.searchPlaceholder'),
        }}
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
      />

      <BulkResults results={results} nameOf={(id) => names.get(id) ?? id} />

      {canChange && (
        <Flex gap="3" mb="3" align="end" wrap="wrap">
          <Text fontSize="sm" aria-live="polite" minW="24">
            {t('registrations.selected', { count: visibleSelected.length })}
          </Text>
          <Field.Root width="auto">
            <Field.Label fontSize="sm">{t('registrations.bulkLabel')}</Field.Label>
            <NativeSelect.Root size="sm" width="auto">
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
          </Field.Root>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={!bulkMove || visibleSelected.length === 0}
            loading={bulk.isPending}
            onClick={() => void applyBulk()}
          >
            {t('registrations.bulkApply')}
          </Button>
        </Flex>
      )}

      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack
            as="ul"
            aria-label={t('registrations.tableLabel')}
            aria-busy={registrations.isFetching}
            gap="0"
            listStyleType="none"
          >
            {rows.map((r) => (
              <Box as="li" key={r.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <HStack align="start" gap="3">
                  {canChange && (
                    <SelectBox
                      label={t('registrations.selectOne', { name: fullName(r) })}
                      checked={selected.has(r.id)}
                      onChange={(on) => toggle(r.id, on)}
                    />
                  )}
                  <Stack gap="1" minW="0">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={adminRoutes.registration.getHref({ id: r.id })}>{fullName(r)}</RouterLink>
                    </Link>
                    <Text fontSize="sm" wordBreak="break-all">
                      {r.mainAttendee.email}
                    </Text>
                    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                      <StatusBadge status={r.status} />
                      <Badge variant="outline">{t(`types.${r.type}`)}</Badge>
                      {r.delegationName && <Text>{r.delegationName}</Text>}
                      <Text>{formatDisplayDate(r.createdAt)}</Text>
                    </HStack>
                  </Stack>
                </HStack>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('registrations.tableLabel')} aria-busy={registrations.isFetching}>
            <Table.Header>
              <Table.Row>
                {canChange && (
                  <Table.ColumnHeader width="10">
                    <SelectBox
                      label={t('registrations.selectAll')}
                      checked={allOnPage}
                      onChange={(on) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set())}
                    />
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader aria-sort={nameSort}>
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    fontWeight="semibold"
                    aria-label={t('registrations.sortByName', {
                      order: t(nameOrder === 'asc' ? 'registrations.orderAsc' : 'registrations.orderDesc'),
                    })}
                    onClick={() => setSort({ field: 'name', order: nameOrder })}
                  >
                    {t('registrations.columns.name')}{' '}
                    {nameSort === 'ascending' ? '↑' : nameSort === 'descending' ? '↓' : ''}
                  </Button>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('registrations.columns.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registrations.columns.type')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registrations.columns.delegation')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('registrations.columns.attendees')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registrations.columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('registrations.columns.createdAt')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  {canChange && (
                    <Table.Cell>
                      <SelectBox
                        label={t('registrations.selectOne', { name: fullName(r) })}
                        checked={selected.has(r.id)}
                        onChange={(on) => toggle(r.id, on)}
                      />
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    <Link asChild fontWeight="medium">
                      <RouterLink to={adminRoutes.registration.getHref({ id: r.id })}>{fullName(r)}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{r.mainAttendee.email}</Table.Cell>
                  <Table.Cell>{t(`types.${r.type}`)}</Table.Cell>
                  <Table.Cell>{r.delegationName ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{r.attendeeCount}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={r.status} />
                  </Table.Cell>
                  <Table.Cell>{formatDisplayDate(r.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {registrations.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('registrations.loading')}</Text>
          </Center>
        )}
        {registrations.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('registrations.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}

/** A plain checkbox: the browser's own keyboard and screen-reader behaviour, sized for a table row. */
function SelectBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      width="4"
      height="4"
      cursor="pointer"
      accentColor="var(--chakra-colors-brand-solid)"
    />
  );
}
