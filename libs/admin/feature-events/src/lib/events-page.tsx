import { Box, Button, Center, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEvents } from '@festival/admin-data-access-events';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  PageContainer,
  PageHeader,
  StatusBadge,
  TablePagination,
  useIsMobile,
  useTableParams,
} from '@festival/shared-ui-kit';
import { StaffListToolbar } from '@festival/shared-ui-kit/staff';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { adminRoutes } from '@festival/shared-util-site';
import { listQuery } from '@festival/shared-util-table-params';
import { EventStatusFilter, useStatusFilter } from './event-status-filter';
import { SortHeader } from './sort-header';
import { useEventFormDialog } from './use-event-dialogs';

export const EVENT_SORT_FIELDS = ['name', 'startDate'] as const;

/** `/events` (EVENT:R): every main event, any status, as a site table; New event for EVENT:C. */
export function EventsPage() {
  const { t } = useTranslation('admin');
  const { permissions } = useAuthSession();
  const { params, setPage, setRows, setSort, setSearch } = useTableParams(EVENT_SORT_FIELDS);
  const [status, setStatus] = useStatusFilter();
  const query = {
    ...listQuery(params),
    status,
  };
  const events = useEvents(query);
  const csv = useCsvExport('/events', query);
  const openForm = useEventFormDialog();
  const isMobile = useIsMobile();
  const rows = events.data?.data ?? [];

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
      <StaffListToolbar
        search={{
          value: params.search,
          onChange: setSearch,
          label: t('events.search'),
          placeholder: t('events.searchPlaceholder'),
        }}
        csv={csv}
        filters={<EventStatusFilter value={status} onChange={setStatus} />}
      />
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        {isMobile ? (
          <Stack as="ul" aria-label={t('events.tableLabel')} aria-busy={events.isFetching} gap="0" listStyleType="none">
            {rows.map((event) => (
              <Box as="li" key={event.id} p="4" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Link asChild fontWeight="semibold">
                  <RouterLink to={adminRoutes.event.getHref({ id: event.id })}>{event.name}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {formatDisplayDate(event.startDate)} – {formatDisplayDate(event.endDate)} · {event.location}
                </Text>
                <StatusBadge status={event.status} mt="1" />
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.Root size="sm" aria-label={t('events.tableLabel')} aria-busy={events.isFetching}>
            <Table.Header>
              <Table.Row>
                <SortHeader field="name" label={t('events.columns.name')} sort={params.sort} onSort={setSort} />
                <SortHeader field="startDate" label={t('events.columns.dates')} sort={params.sort} onSort={setSort} />
                <Table.ColumnHeader>{t('events.columns.location')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.columns.capacity')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('events.columns.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((event) => (
                <Table.Row key={event.id}>
                  <Table.Cell>
                    <Link asChild fontWeight="medium">
                      <RouterLink to={adminRoutes.event.getHref({ id: event.id })}>{event.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    {formatDisplayDate(event.startDate)} – {formatDisplayDate(event.endDate)}
                  </Table.Cell>
                  <Table.Cell>{event.location}</Table.Cell>
                  <Table.Cell>{event.capacity}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={event.status} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {events.isPending && (
          <Center py="8" role="status" gap="3">
            <Spinner size="sm" />
            <Text>{t('events.loading')}</Text>
          </Center>
        )}
        {events.isSuccess && rows.length === 0 && (
          <Text textAlign="center" py="8" color="fg.muted">
            {t('events.empty')}
          </Text>
        )}
      </Box>
      <TablePagination
        page={params.page}
        rows={params.rows}
        total={events.data?.totalRecords ?? 0}
        onPage={setPage}
        onRows={setRows}
      />
    </PageContainer>
  );
}
