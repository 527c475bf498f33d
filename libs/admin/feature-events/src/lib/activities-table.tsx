import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSaveSubEvent, useSubEvents } from '@festival/admin-data-access-events';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { showSuccessToast, StatusBadge, useConfirm, useTableParams } from '@festival/shared-ui-kit';
import { StaffList } from '@festival/shared-ui-kit/staff';
import type { AdminSubEvent } from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { formatUsd } from '@festival/shared-util-fee-calculator';
import { listQuery } from '@festival/shared-util-table-params';
import { EventStatusFilter, useStatusFilter } from './event-status-filter';
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
  const table = useTableParams(ACTIVITY_SORT_FIELDS);
  const [status, setStatus] = useStatusFilter();
  const query = {
    ...listQuery(table.params),
    status,
  };
  const activities = useSubEvents(eventId, query);
  const csv = useCsvExport(`/events/${eventId}/sub-events`, query);
  const openForm = useActivityFormDialog(eventId);
  const save = useSaveSubEvent(eventId);
  const confirm = useConfirm();

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
      <StaffList
        table={table}
        list={activities}
        search={{ label: t('events.activities.search'), placeholder: t('events.activities.searchPlaceholder') }}
        csv={csv}
        filters={<EventStatusFilter value={status} onChange={setStatus} />}
        label={t('events.activities.tableLabel')}
        rowKey={(a) => a.id}
        columns={[
          { key: 'name', header: t('events.columns.name'), sortField: 'name', cell: (a) => a.name },
          { key: 'dates', header: t('events.columns.dates'), sortField: 'startDate', cell: when },
          { key: 'location', header: t('events.columns.location'), cell: (a) => a.location },
          { key: 'places', header: t('events.columns.places'), cell: (a) => `${a.numRegistration}/${a.capacity}` },
          {
            key: 'waiting',
            header: t('events.columns.waiting'),
            cell: (a) => (a.isAllowWaitList ? a.waitingCount : '—'),
          },
          { key: 'fee', header: t('events.columns.fee'), cell: (a) => formatUsd(a.activityRegistrationFee) },
          { key: 'status', header: t('events.columns.status'), cell: (a) => <StatusBadge status={a.status} /> },
        ]}
        actions={canUpdate ? { header: t('events.columns.actions'), cell: actions } : undefined}
        loadingText={t('events.loading')}
        emptyText={t('events.empty')}
      />
    </Stack>
  );
}
