import { Box, Button, Center, Flex, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSaveSubEvent, useSubEvents } from '@festival/admin-data-access-events';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import {
  showSuccessToast,
  StatusBadge,
  TablePagination,
  TableSearch,
  useConfirm,
  useIsMobile,
  useTableParams,
} from '@festival/shared-ui-kit';
import { ExportButton } from '@festival/shared-ui-kit/staff';
import type { AdminSubEvent } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { formatUsd } from '@festival/shared-util-fee-calculator';
import { listQuery, PAGE_SEARCH_DEBOUNCE_MS } from '@festival/shared-util-table-params';
import { EventStatusFilter, useStatusFilter } from './event-status-filter';
import { SortHeader } from './sort-header';
import { useActivityFormDialog } from './use-event-dialogs';

export const ACTIVITY_SORT_FIELDS = ['name', 'startDate'] as const;

export interface ActivitiesTableProps {
  eventId: string;
  canCreate: boolean;
  canUpdate: boolean;
}

/** An event's activities as a site table (URL state), with New, Edit and Cancel for EVENT_MANAGEMENT. */
export function ActivitiesTable({ eventId, canCreate, canUpdate }: ActivitiesTableProps) {
  const { t } = useTranslation('admin');
  const { params, setPage, setRows, setSort, setSearch } = useTableParams(ACTIVITY_SORT_FIELDS);
  const [status, setStatus] = useStatusFilter();
  const query = {
    ...listQuery(params),
    status,
  };
  const activities = useSubEvents(eventId, query);
  const csv = useCsvExport(`/events/${eventId}/sub-events`, query);
  const openForm = useActivityFormDialog(eventId);
  const save = useSaveSubEvent(eventId);
  const confirm = useConfirm();
  const isMobile = useIsMobile();
  const rows = activities.data?.data ?? [];

  const cancelActivity = async (activity: AdminSubEvent) => {
    const ok = await confirm({
      title: t('events.confirmCancelTitle'),
      body: t('events.confirmCancelBody', { name: activity.name }),
      confirmLabel: t('events.cancelActivity'),
      destructive: true,
    });
    if (!ok) return;
    const { id, mainEventId: _event, numRegistration: _n, waitingCount: _w, ...input } = activity;
    await save.mutateAsync({ id, input: { ...input, status: 'CANCELLED' } });
    showSuccessToast(t('events.cancelled', { name: activity.name }));
  };

  const actions = (activity: AdminSubEvent) =>
    canUpdate && (
      <HStack gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
        <Button
          size="xs"
          variant="outline"
          aria-label={t('events.editLabel', { name: activity.name })}
          onClick={() => openForm(activity)}
        >
          {t('events.edit')}
        </Button>
        {activity.status !== 'CANCELLED' && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('events.cancelActivityLabel', { name: activity.name })}
            onClick={() => void cancelActivity(activity).catch(() => undefined)}
          >
            {t('events.cancel')}
          </Button>
        )}
      </HStack>
    );

  const when = (a: AdminSubEvent) => `${formatDisplayDate(a.startDate)} ${formatDisplayTime(a.startDate)}`;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Text as="h2" textStyle="xl" fontWeight="semibold">
          {t('events.activities.title')}
        </Text>
        {canCreate && (
          <Button colorPalette="brand" onClick={() => openForm()}>
            {t('events.activities.new')}
          </Button>
        )}
      </Flex>
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Box flex="1">
          <TableSearch
            value={params.search}
            onChange={setSearch}
            label={t('events.activities.search')}
            placeholder={t('events.activities.searchPlaceholder')}
            debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
          />
        </Box>
        <EventStatusFilter value={status} onChange={setStatus} />
        <ExportButton phase={csv.phase} rows={csv.rows} total={csv.total} onExport={csv.start} />
      </Flex>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack
            as="ul"
            aria-label={t('events.activities.tableLabel')}
            aria-busy={activities.isFetching}
            gap="0"
            listStyleType="none"
          >
            {rows.map((a) => (
              <Box as="li" key={a.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Stack gap="1">
                  <Text fontWeight="semibold">{a.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {when(a)} · {a.location}
                  </Text>
                  <HStack gap="2" fontSize="sm" flexWrap="wrap">
                    <StatusBadge status={a.status} />
                    <Text>
                      {t('events.columns.places')}: {a.numRegistration}/{a.capacity}
                    </Text>
                    <Text>
                      {t('events.columns.waiting')}: {a.waitingCount}
                    </Text>
                    <Text>{formatUsd(a.activityRegistrationFee)}</Text>
                  </HStack>
                  <Box pt="1">{actions(a)}</Box>
                </Stack>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('events.activities.tableLabel')} aria-busy={activities.isFetching}>
            <Table.Header>
              <Table.Row>
                <SortHeader field="name" label={t('events.columns.name')} sort={params.sort} onSort={setSort} />
                <SortHeader field="startDate" label={t('events.columns.dates')} sort={params.sort} onSort={setSort} />
                <Table.ColumnHeader>{t('events.columns.location')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.columns.places')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.columns.waiting')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.columns.fee')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.columns.status')}</Table.ColumnHeader>
                {canUpdate && <Table.ColumnHeader>{t('events.columns.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell fontWeight="medium">{a.name}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when(a)}</Table.Cell>
                  <Table.Cell>{a.location}</Table.Cell>
                  <Table.Cell>
                    {a.numRegistration}/{a.capacity}
                  </Table.Cell>
                  <Table.Cell>{a.isAllowWaitList ? a.waitingCount : '—'}</Table.Cell>
                  <Table.Cell>{formatUsd(a.activityRegistrationFee)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={a.status} />
                  </Table.Cell>
                  {canUpdate && <Table.Cell>{actions(a)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {activities.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('events.loading')}</Text>
          </Center>
        )}
        {activities.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('events.empty')}
          </Text>
        )}
      </Box>
      <TablePagination
        page={params.page}
        rows={params.rows}
        total={activities.data?.totalRecords ?? 0}
        onPage={setPage}
        onRows={setRows}
      />
    </Stack>
  );
}
