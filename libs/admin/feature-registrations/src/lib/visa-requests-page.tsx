import { Box, Button, Center, Flex, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteVisaRequest, useVisaRequests } from '@festival/admin-data-access-registrations';
import { useCsvExport } from '@festival/shared-data-access-api-client';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  ExportButton,
  PageContainer,
  PageHeader,
  showSuccessToast,
  StatusBadge,
  TablePagination,
  TableSearch,
  useConfirm,
  useIsMobile,
  useTableFilters,
  useTableParams,
} from '@festival/shared-ui-kit';
import type { StaffVisaRequest } from '@festival/shared-util-api-contracts';
import { hasPermission } from '@festival/shared-util-permissions';
import { pageWindow, PAGE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { AssistanceTabs } from './assistance-tabs';
import { RegistrationLink } from './registration-link';
import { FilterSelect } from './filter-select';

const SORT_FIELDS = ['createdAt', 'name'] as const;
const FILTERS = ['status'] as const;
const STATUSES = ['PENDING', 'COMPLETED'] as const;
const nameOf = (r: StaffVisaRequest) => `${r.firstName} ${r.lastName}`.trim();
const day = (value: string) => {
  const [y, m, d] = value.split('-');
  return `${m}/${d}/${y}`;
};

/** `/assistance/visa` (ACCOMMODATION:R): visa requests; with ACCOMMODATION:U, mark one completed. */
export function VisaRequestsPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'ACCOMMODATION', 'update');
  const { params, setPage, setRows, setSearch } = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(FILTERS);
  const query = {
    ...pageWindow(params),
    ...(params.sort ? { sort: params.sort.field, order: params.sort.order } : {}),
    search: params.search,
    status: filters.status as (typeof STATUSES)[number] | undefined,
  };
  const requests = useVisaRequests(query);
  const csv = useCsvExport('/assistance/visa-requests', query);
  const rows = requests.data?.data ?? [];
  const total = requests.data?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / params.rows));
  const isMobile = useIsMobile();
  const complete = useCompleteVisaRequest();
  const confirm = useConfirm();

  useEffect(() => {
    if (requests.isSuccess && !requests.isPlaceholderData && params.page > lastPage) setPage(lastPage);
  }, [requests.isSuccess, requests.isPlaceholderData, params.page, lastPage, setPage]);

  async function markCompleted(request: StaffVisaRequest) {
    const ok = await confirm({
      title: t('assistance.visa.confirmTitle'),
      body: t('assistance.visa.confirmBody', { name: nameOf(request) }),
      confirmLabel: t('assistance.visa.complete'),
    });
    if (!ok) return;
    await complete.mutateAsync(request.id);
    showSuccessToast(t('assistance.visa.done', { name: nameOf(request) }));
  }

  const action = (r: StaffVisaRequest) =>
    canChange && r.status === 'PENDING' ? (
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        aria-label={t('assistance.visa.completeLabel', { name: nameOf(r) })}
        loading={complete.isPending && complete.variables === r.id}
        onClick={() => void markCompleted(r)}
      >
        {t('assistance.visa.complete')}
      </Button>
    ) : null;
  const nameLink = (r: StaffVisaRequest) => <RegistrationLink id={r.registrationId}>{nameOf(r)}</RegistrationLink>;

  return (
    <PageContainer>
      <PageHeader title={t('assistance.visa.title')} description={t('assistance.visa.intro')} />
      <AssistanceTabs />
      <Stack gap="3" mb="4">
        <TableSearch
          value={params.search}
          onChange={setSearch}
          label={t('assistance.search')}
          placeholder={t('assistance.searchPlaceholder')}
          debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
        />
        <Flex gap="3" wrap="wrap">
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            options={STATUSES.map((s) => ({ value: s, label: tStatus(`status.${s}`) }))}
            onChange={(v) => setFilter('status', v)}
          />
          <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />
        </Flex>
      </Stack>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack as="ul" aria-label={t('assistance.visa.tableLabel')} gap="0" listStyleType="none">
            {rows.map((r) => (
              <Box as="li" key={r.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Stack gap="1">
                  {nameLink(r)}
                  <Text fontSize="sm" wordBreak="break-all">
                    {r.email}
                  </Text>
                  <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                    <StatusBadge status={r.status} />
                    <Text>{r.passportCountryId}</Text>
                    <Text>{t('registration.dates', { from: day(r.arrivalDate), to: day(r.departureDate) })}</Text>
                  </HStack>
                  {action(r) && <Box pt="2">{action(r)}</Box>}
                </Stack>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('assistance.visa.tableLabel')} aria-busy={requests.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('assistance.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assistance.columns.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assistance.columns.passport')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assistance.columns.dates')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assistance.columns.letter')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('assistance.columns.status')}</Table.ColumnHeader>
                {canChange && <Table.ColumnHeader>{t('assistance.columns.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{nameLink(r)}</Table.Cell>
                  <Table.Cell>{r.email ?? '—'}</Table.Cell>
                  <Table.Cell>
                    {r.passportCountryId} / {r.nationalityCountryId}
                  </Table.Cell>
                  <Table.Cell>
                    {t('registration.dates', { from: day(r.arrivalDate), to: day(r.departureDate) })}
                  </Table.Cell>
                  <Table.Cell>{r.needsInvitationLetter ? t('assistance.yes') : t('assistance.no')}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={r.status} />
                  </Table.Cell>
                  {canChange && <Table.Cell>{action(r)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {requests.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('assistance.loading')}</Text>
          </Center>
        )}
        {requests.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('assistance.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}
