import { Button, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEvents } from '@festival/admin-data-access-events';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, StatusBadge, useTableParams } from '@festival/shared-ui-kit';
import { StaffList } from '@festival/shared-ui-kit/staff';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { adminRoutes } from '@festival/shared-util-site';
import { listQuery } from '@festival/shared-util-table-params';
import { EventStatusFilter, useStatusFilter } from './event-status-filter';
import { useEventFormDialog } from './use-event-dialogs';

export const EVENT_SORT_FIELDS = ['name', 'startDate'] as const;

/** `/events` (EVENT:R): every main event, any status, as a site table; New event for EVENT:C. */
export function EventsPage() {
  const { t } = useTranslation('admin');
  const { permissions } = useAuthSession();
  const table = useTableParams(EVENT_SORT_FIELDS);
  const [status, setStatus] = useStatusFilter();
  const query = {
    ...listQuery(table.params),
    status,
  };
  const events = useEvents(query);
  const csv = useCsvExport('/events', query);
  const openForm = useEventFormDialog();

  return (
    <PageContainer>
      <PageHeader
        title={t('events.title')}
        description={t('events.intro')}
        actions={
          hasPermission(permissions, 'EVENT', 'create') && (
            <Button colorPalette="brand" onClick={() => openForm()}>
              {t('events.newEvent')}
            </Button>
          )
        }
      />
      <StaffList
        table={table}
        list={events}
        search={{ label: t('events.search'), placeholder: t('events.searchPlaceholder') }}
        csv={csv}
        filters={<EventStatusFilter value={status} onChange={setStatus} />}
        label={t('events.tableLabel')}
        rowKey={(event) => event.id}
        columns={[
          {
            key: 'name',
            header: t('events.columns.name'),
            sortField: 'name',
            cell: (event) => (
              <Link asChild fontWeight="medium">
                <RouterLink to={adminRoutes.event.getHref({ id: event.id })}>{event.name}</RouterLink>
              </Link>
            ),
          },
          {
            key: 'dates',
            header: t('events.columns.dates'),
            sortField: 'startDate',
            cell: (event) => `${formatDisplayDate(event.startDate)} – ${formatDisplayDate(event.endDate)}`,
          },
          { key: 'location', header: t('events.columns.location'), cell: (event) => event.location },
          { key: 'capacity', header: t('events.columns.capacity'), cell: (event) => event.capacity },
          { key: 'status', header: t('events.columns.status'), cell: (event) => <StatusBadge status={event.status} /> },
        ]}
        loadingText={t('events.loading')}
        emptyText={t('events.empty')}
      />
    </PageContainer>
  );
}
