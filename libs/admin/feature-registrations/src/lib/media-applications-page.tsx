import { Box, Button, Center, Flex, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaApplications, useSetMediaStatus } from '@festival/admin-data-access-registrations';
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
import type { MediaApplicationStatus, StaffMediaApplication } from '@festival/shared-util-api-contracts';
import { MEDIA_ROLES } from '@festival/shared-util-form-schemas';
import { hasPermission } from '@festival/shared-util-permissions';
import { MEDIA_APPLICATION_STATUSES, MEDIA_TRANSITIONS } from '@festival/shared-util-registration';
import { pageWindow, PAGE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { FilePreviewButton } from './file-preview-button';
import { FilterSelect } from './filter-select';

const SORT_FIELDS = ['createdAt', 'organisation', 'status'] as const;
const FILTERS = ['status', 'role'] as const;
const nameOf = (r: StaffMediaApplication) => `${r.firstName} ${r.lastName}`.trim() || r.email;

/** `/media` (MEDIA:R): media applications; with MEDIA:U, accredit, reject, reopen or archive. */
export function MediaApplicationsPage() {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('media');
  const { permissions } = useAuthSession();
  const canDecide = hasPermission(permissions, 'MEDIA', 'update');
  const { params, setPage, setRows, setSearch } = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(FILTERS);
  const query = {
    ...pageWindow(params),
    ...(params.sort ? { sort: params.sort.field, order: params.sort.order } : {}),
    search: params.search,
    status: filters.status as MediaApplicationStatus | undefined,
    role: filters.role as (typeof MEDIA_ROLES)[number] | undefined,
  };
  const applications = useMediaApplications(query);
  const csv = useCsvExport('/media-applications', query);
  const rows = applications.data?.data ?? [];
  const total = applications.data?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / params.rows));
  const isMobile = useIsMobile();
  const move = useSetMediaStatus();
  const confirm = useConfirm();

  useEffect(() => {
    if (applications.isSuccess && !applications.isPlaceholderData && params.page > lastPage) setPage(lastPage);
  }, [applications.isSuccess, applications.isPlaceholderData, params.page, lastPage, setPage]);

  async function decide(r: StaffMediaApplication, status: MediaApplicationStatus) {
    const verb = tm(`desk.moves.${status}`);
    const ok = await confirm({
      title: tm('desk.confirmTitle', { verb }),
      body: tm('desk.confirmBody', { verb, name: nameOf(r), organisation: r.organisation }),
      confirmLabel: verb,
    });
    if (!ok) return;
    await move.mutateAsync({ id: r.id, status });
    showSuccessToast(tm('desk.done', { name: nameOf(r), status: tm(`statuses.${status}`) }));
  }

  const actions = (r: StaffMediaApplication) =>
    canDecide && MEDIA_TRANSITIONS[r.status].length > 0 ? (
      <HStack gap="2" wrap="wrap">
        {MEDIA_TRANSITIONS[r.status].map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'APPROVED' ? 'solid' : 'outline'}
            colorPalette={status === 'REJECTED' ? 'red' : 'brand'}
            aria-label={tm('desk.moveLabel', { verb: tm(`desk.moves.${status}`), name: nameOf(r) })}
            loading={move.isPending && move.variables?.id === r.id && move.variables.status === status}
            onClick={() => void decide(r, status)}
          >
            {tm(`desk.moves.${status}`)}
          </Button>
        ))}
      </HStack>
    ) : null;

  const review = (r: StaffMediaApplication) => (
    <Stack gap="1" fontSize="sm">
      <Text lineClamp={3} title={r.coveragePlan}>
        {r.coveragePlan}
      </Text>
      <HStack gap="3" wrap="wrap">
        <FilePreviewButton
          filePath={r.pressCredentialFile}
          label={tm('desk.credential')}
          title={tm('desk.credentialOf', { name: nameOf(r) })}
        />
        {r.portfolioFile && (
          <FilePreviewButton
            filePath={r.portfolioFile}
            label={tm('desk.portfolioFile')}
            title={tm('desk.portfolioOf', { name: nameOf(r) })}
          />
        )}
        {r.portfolioUrl && (
          <Link href={r.portfolioUrl} target="_blank" rel="noreferrer noopener" colorPalette="brand">
            {tm('desk.portfolio')}
          </Link>
        )}
        {r.website && (
          <Link href={r.website} target="_blank" rel="noreferrer noopener" colorPalette="brand">
            {tm('desk.website')}
          </Link>
        )}
      </HStack>
    </Stack>
  );

  return (
    <PageContainer>
      <PageHeader title={tm('desk.title')} description={tm('desk.intro')} />
      <Stack gap="3" mb="4">
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="60">
            <TableSearch
              value={params.search}
              onChange={setSearch}
              label={tm('desk.search')}
              placeholder={tm('desk.searchPlaceholder')}
              debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
            />
          </Box>
          <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />
        </HStack>
        <Flex gap="3" wrap="wrap">
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            options={MEDIA_APPLICATION_STATUSES.map((s) => ({ value: s, label: tm(`statuses.${s}`) }))}
            onChange={(v) => setFilter('status', v)}
          />
          <FilterSelect
            label={tm('desk.columns.role')}
            value={filters.role}
            options={MEDIA_ROLES.map((r) => ({ value: r, label: tm(`roles.${r}`) }))}
            onChange={(v) => setFilter('role', v)}
          />
        </Flex>
      </Stack>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack as="ul" aria-label={tm('desk.tableLabel')} gap="0" listStyleType="none">
            {rows.map((r) => (
              <Box as="li" key={r.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Stack gap="1">
                  <Text fontWeight="semibold">{nameOf(r)}</Text>
                  <Text fontSize="sm" wordBreak="break-all">
                    {r.email}
                  </Text>
                  <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                    <StatusBadge status={r.status} />
                    <Text>{r.organisation}</Text>
                    <Text>{tm(`roles.${r.role}`)}</Text>
                    <Text>{r.outletCountry}</Text>
                  </HStack>
                  {review(r)}
                  {actions(r) && <Box pt="2">{actions(r)}</Box>}
                </Stack>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={tm('desk.tableLabel')} aria-busy={applications.isFetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{tm('desk.columns.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tm('desk.columns.organisation')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tm('desk.columns.role')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tm('desk.columns.review')}</Table.ColumnHeader>
                <Table.ColumnHeader>{tm('desk.columns.status')}</Table.ColumnHeader>
                {canDecide && <Table.ColumnHeader>{tm('desk.columns.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{nameOf(r)}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {r.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    {r.organisation} ({r.outletCountry})
                  </Table.Cell>
                  <Table.Cell>{tm(`roles.${r.role}`)}</Table.Cell>
                  <Table.Cell maxW="sm">{review(r)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={r.status} />
                  </Table.Cell>
                  {canDecide && <Table.Cell>{actions(r)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {applications.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{tm('desk.loading')}</Text>
          </Center>
        )}
        {applications.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {tm('desk.empty')}
          </Text>
        )}
      </Box>
      <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} />
    </PageContainer>
  );
}
