import { Box, Button, Center, Flex, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useVolunteers } from '@festival/admin-data-access-volunteers';
import { useCsvExport } from '@festival/shared-data-access-api-client';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  ExportButton,
  PageContainer,
  PageHeader,
  StatusBadge,
  TablePagination,
  TableSearch,
  useIsMobile,
  useTableFilters,
  useTableParams,
} from '@festival/shared-ui-kit';
import type { StaffVolunteerSummary, VolunteerStatusValue } from '@festival/shared-util-api-contracts';
import { hasPermission } from '@festival/shared-util-permissions';
import { VOLUNTEER_STATUSES } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';
import { pageWindow, PAGE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { FilterSelect } from './filter-select';
import { useDecideVolunteer } from './use-decide-volunteer';
import { movesFrom, nameOf } from './volunteer-moves';
import { VolunteerTabs } from './volunteer-tabs';

const SORT_FIELDS = ['createdAt', 'name', 'status'] as const;
const FILTERS = ['status'] as const;

/** `/volunteers` (VOLUNTEER:R): the applications; with VOLUNTEER:U, approve or waitlist them. */
export function VolunteersPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'VOLUNTEER', 'update');
  const { params, setPage, setRows, setSearch } = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(FILTERS);
  const query = {
    ...pageWindow(params),
    ...(params.sort ? { sort: params.sort.field, order: params.sort.order } : {}),
    search: params.search,
    status: filters.status as VolunteerStatusValue | undefined,
  };
  const volunteers = useVolunteers(query);
  const csv = useCsvExport('/volunteers', query);
  const rows = volunteers.data?.data ?? [];
  const total = volunteers.data?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / params.rows));
  const isMobile = useIsMobile();
  const { decide, isPending } = useDecideVolunteer();

  useEffect(() => {
    if (volunteers.isSuccess && !volunteers.isPlaceholderData && params.page > lastPage) setPage(lastPage);
  }, [volunteers.isSuccess, volunteers.isPlaceholderData, params.page, lastPage, setPage]);

  const actions = (v: StaffVolunteerSummary) =>
    canChange ? (
      <HStack gap="2" wrap="wrap">
        {movesFrom(v.status).map((to) => (
          <Button
            key={to}
            size="xs"
            variant={to === 'APPROVED' ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-label={t('volunteers.moveLabel', { move: t(`volunteers.moves.${to}`), name: nameOf(v) })}
            disabled={isPending}
            onClick={() => void decide(v, to)}
          >
            {t(`volunteers.moves.${to}`)}
          </Button>
        ))}
      </HStack>
    ) : null;
  const nameLink = (v: StaffVolunteerSummary) => (
    <Link asChild fontWeight="medium">
      <RouterLink to={adminRoutes.volunteer.getHref({ id: v.id })}>{nameOf(v)}</RouterLink>
    </Link>
  );

  return (
    <PageContainer>
      <PageHeader title={t('volunteers.title')} description={t('volunteers.intro')} />
      <VolunteerTabs />
      <Stack gap="3" mb="4">
        <TableSearch
          value={params.search}
          onChange={setSearch}
          label={t('volunteers.search')}
          placeholder={t('volunteers.searchPlaceholder')}
          debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
        />
        <Flex gap="3" wrap="wrap" align="end">
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            options={VOLUNTEER_STATUSES.map((s) => ({ value: s, label: tStatus(`status.${s}`) }))}
            onChange={(v) => setFilter('status', v)}
          />
          <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />
        </Flex>
      </Stack>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack as="ul" aria-label={t('volunteers.tableLabel')} gap="0" listStyleType="none">
            {rows.map((v) => (
              <Box as="li" key={v.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Stack gap="1">
                  {nameLink(v)}
                  <Text fontSize="sm" wordBreak="break-all">
                    {v.email}
                  </Text>
                  <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                    <StatusBadge status={v.status} />
                    <Text>{t('volunteers.counts', { offered: v.offeredCount, assigned: v.assignedCount })}</Text>
                  </HStack>
                  {canChange && <Box pt="2">{actions(v)}</Box>}
                </Stack>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('volunteers.tableLabel')} aria-busy={volunteers.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('volunteers.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('volunteers.columns.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('volunteers.columns.offered')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('volunteers.columns.assigned')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('volunteers.columns.status')}</Table.ColumnHeader>
                {canChange && <Table.ColumnHeader>{t('volunteers.columns.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((v) => (
                <Table.Row key={v.id}>
                  <Table.Cell>{nameLink(v)}</Table.Cell>
                  <Table.Cell>{v.email}</Table.Cell>
                  <Table.Cell>{v.offeredCount}</Table.Cell>
                  <Table.Cell>{v.assignedCount}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={v.status} />
                  </Table.Cell>
                  {canChange && <Table.Cell>{actions(v)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {volunteers.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('volunteers.loading')}</Text>
          </Center>
        )}
        {volunteers.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('volunteers.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}
