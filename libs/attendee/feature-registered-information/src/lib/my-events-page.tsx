import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyEvents } from '@festival/attendee-data-access-registrations';
import { PageContainer, PageHeader, TablePagination, TableSearch, useTableParams } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';
import { PAGE_SEARCH_DEBOUNCE_MS, pageWindow } from '@festival/shared-util-table-params';
import { EventCard } from './event-card';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';

/** `/my-events`: the events the caller registered for, searchable and paged in the URL. */
export function MyEventsPage() {
  const { t } = useTranslation('registered');
  const { params, setPage, setRows, setSearch } = useTableParams();
  const events = useMyEvents({ ...pageWindow(params), ...(params.search ? { search: params.search } : {}) });
  const rows = events.data?.data ?? [];
  const total = events.data?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / params.rows));

  // A stale link past the end: show the last page there is.
  useEffect(() => {
    if (events.isSuccess && params.page > lastPage) setPage(lastPage);
  }, [events.isSuccess, params.page, lastPage, setPage]);

  return (
    <PageContainer>
      <PageHeader title={t('myEvents.title')} description={t('myEvents.intro')} />
      <Box mb="6">
        <TableSearch
          value={params.search}
          onChange={setSearch}
          label={t('myEvents.search')}
          placeholder={t('myEvents.searchPlaceholder')}
          debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
        />
      </Box>
      {events.isPending && <LoadingState />}
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} />}
      {events.isSuccess && total === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
          <Text fontSize="lg" mb="4">
            {params.search ? t('myEvents.emptySearch') : t('myEvents.empty')}
          </Text>
          {!params.search && (
            <Button asChild colorPalette="brand">
              <RouterLink to={attendeeRoutes.registerEvent.getHref()}>{t('myEvents.registerCta')}</RouterLink>
            </Button>
          )}
        </Box>
      )}
      {rows.length > 0 && (
        <Stack as="section" aria-label={t('myEvents.listLabel')} aria-busy={events.isFetching} gap="4">
          {rows.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Stack>
      )}
      {total > 0 && (
        <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} mt="6" />
      )}
    </PageContainer>
  );
}
