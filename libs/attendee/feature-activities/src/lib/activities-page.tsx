import { Box, Button, chakra, Flex, NativeSelect, Skeleton, Stack, Text, Alert } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useMySubEvents, usePrefilledSubEvents } from '@festival/attendee-data-access-activities';
import { useContents } from '@festival/attendee-data-access-contents';
import { useEvent } from '@festival/attendee-data-access-events';
import { useMyRegistration } from '@festival/attendee-data-access-registrations';
import { isNotFound } from '@festival/shared-data-access-api-client';
import { PageContainer, PageHeader, TablePagination, TableSearch, useTableParams } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import { ACTIVITIES_DEFAULT_SORT, attendeeRoutes } from '@festival/shared-util-site';
import { PAGE_SEARCH_DEBOUNCE_MS, pageWindow } from '@festival/shared-util-table-params';
import { ActivityCard } from './activity-card';
import { useReservationFlow } from './use-reservation-flow';

const SORT_FIELDS = ['name'] as const;
/** A waitlist offer's email links here: `?offer={subEventId}` opens the payment for the held places. */
export const OFFER_PARAM = 'offer';

/** Skeleton cards while the activities load; announced as busy. */
function ListLoading() {
  const { t } = useTranslation('attendee');
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={t('activities.loading', 'Loading activities…')}>
      <Skeleton h="32" borderRadius="xl" />
      <Skeleton h="32" borderRadius="xl" />
    </Stack>
  );
}

/** `/my-events/{id}` (mySubEvent): the main event's ACTIVE activities, and booking them. */
export function ActivitiesPage() {
  const { t } = useTranslation('attendee');
  const eventId = useParams().id ?? '';
  const [query, setQuery] = useSearchParams();
  const { params, setPage, setRows, setSort, setSearch } = useTableParams(SORT_FIELDS);
  const sort = params.sort ?? ACTIVITIES_DEFAULT_SORT;
  const listQuery = {
    ...pageWindow(params),
    sort: sort.field,
    order: sort.order,
    ...(params.search ? { search: params.search } : {}),
  };
  const list = useMySubEvents(eventId, listQuery);
  // A page the server filled shows its activities at once; the attendee's own records (the
  // badges, who goes, the buttons) come with the signed-in answer.
  const prefilled = usePrefilledSubEvents(eventId, listQuery);
  const shown = list.data ?? prefilled.data;
  const event = useEvent(eventId);
  const registration = useMyRegistration(eventId);
  const recordsPending = !list.data || registration.isPending;
  const contents = useContents();
  const cards = useRef(new Map<string, HTMLElement>());

  const attendees = useMemo(
    () =>
      [...(registration.data?.attendees ?? [])]
        .sort((a, b) => Number(b.isMainProfile) - Number(a.isMainProfile))
        .map((a) => ({ id: a.id, name: personName(a), isMainProfile: a.isMainProfile })),
    [registration.data],
  );
  const main = registration.data?.attendees.find((a) => a.isMainProfile);
  const flow = useReservationFlow({
    type: registration.data?.type ?? 'GENERAL',
    attendees,
    countries: useMemo(
      () => (contents.data?.countries ?? []).map((c) => ({ value: c.id, label: c.name })),
      [contents.data],
    ),
    billing: main && {
      billingFirstName: main.firstName,
      billingLastName: main.lastName,
      billingEmail: main.email ?? '',
      billingPhone: main.phone,
      billingAddress: main.address,
      billingCity: main.city,
      billingState: main.state,
      billingCountryId: main.countryId,
      billingZipCode: main.zipCode,
    },
    // After the dialog has closed and handed focus back: then the activity takes it.
    onViewActivity: (subEventId) =>
      setTimeout(() => {
        const card = cards.current.get(subEventId);
        card?.scrollIntoView?.({ block: 'center' });
        card?.focus();
      }, 0),
  });

  const rows = useMemo(() => shown?.data ?? [], [shown]);
  const total = shown?.totalRecords ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / params.rows));
  useEffect(() => {
    if (list.isSuccess && params.page > lastPage) setPage(lastPage);
  }, [list.isSuccess, params.page, lastPage, setPage]);

  // The offer link opens the payment once, when its activity is on screen.
  const offer = query.get(OFFER_PARAM);
  const offerOpened = useRef<string | null>(null);
  const leaveOffer = useCallback(
    () =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OFFER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );
  useEffect(() => {
    if (!offer || offerOpened.current === offer || !registration.isSuccess || !contents.isSuccess) return;
    const activity = rows.find((r) => r.id === offer);
    if (!activity) return;
    offerOpened.current = offer;
    if (!flow.payOffer(activity, leaveOffer)) leaveOffer();
  }, [offer, rows, registration.isSuccess, contents.isSuccess, flow, leaveOffer]);

  const notRegistered = registration.isError && isNotFound(registration.error);

  // The title names the event: until it is known, nothing above the list is drawn, so the page
  // does not move down when a longer title arrives (a layout shift on a phone, where it wraps).
  if (event.isPending) {
    return (
      <PageContainer>
        <ListLoading />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title={
          event.data
            ? t('activities.titleFor', 'Activities of {{name}}', { name: event.data.name })
            : t('activities.title', 'Activities')
        }
        description={t('activities.intro', 'Book activities for yourself and your additional attendees.')}
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={attendeeRoutes.myEvents.getHref()}>
              {t('activities.backToMyEvents', 'Back to my events')}
            </RouterLink>
          </Button>
        }
      />
      {notRegistered && (
        <Alert.Root status="info" mb="6">
          <Alert.Indicator />
          <Alert.Title>
            {t('activities.notRegistered', 'Register for the event first to book its activities.')}
          </Alert.Title>
        </Alert.Root>
      )}
      <Flex gap="4" mb="6" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <Box flex="1">
          <TableSearch
            value={params.search}
            onChange={setSearch}
            label={t('activities.search', 'Search activities')}
            placeholder={t('activities.searchPlaceholder', 'Name or location')}
            debounceMs={PAGE_SEARCH_DEBOUNCE_MS}
          />
        </Box>
        <Box>
          <chakra.label htmlFor="activities-sort" fontSize="sm" fontWeight="medium" display="block" mb="1">
            {t('activities.sort', 'Sort by')}
          </chakra.label>
          <NativeSelect.Root size="md" w="48">
            <NativeSelect.Field
              id="activities-sort"
              value={sort.order}
              onChange={(e) => setSort({ field: 'name', order: e.currentTarget.value === 'desc' ? 'desc' : 'asc' })}
            >
              <option value="asc">{t('activities.sortNameAsc', 'Name (A–Z)')}</option>
              <option value="desc">{t('activities.sortNameDesc', 'Name (Z–A)')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>
      {list.isPending && !shown && <ListLoading />}
      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{list.error.message}</Alert.Title>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void list.refetch()}>
            {t('activities.retry', 'Try again')}
          </Button>
        </Alert.Root>
      )}
      {list.isSuccess && total === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
          <Text fontSize="lg">
            {params.search
              ? t('activities.emptySearch', 'No activity matches your search.')
              : t('activities.empty', 'This event has no activities open for booking yet.')}
          </Text>
        </Box>
      )}
      {rows.length > 0 && (
        <Stack as="section" aria-label={t('activities.listLabel', 'Activities')} aria-busy={list.isFetching} gap="4">
          {rows.map((activity) => (
            <ActivityCard
              key={activity.id}
              ref={(el: HTMLElement | null) => {
                if (el) cards.current.set(activity.id, el);
                else cards.current.delete(activity.id);
              }}
              activity={activity}
              busy={flow.saving}
              recordsPending={recordsPending}
              onBook={registration.isSuccess ? () => flow.start(activity) : undefined}
              onChange={registration.isSuccess ? () => flow.start(activity) : undefined}
              onCancel={() => void flow.cancelRegistration(activity)}
              onPayOffer={registration.isSuccess && contents.isSuccess ? () => flow.payOffer(activity) : undefined}
            />
          ))}
        </Stack>
      )}
      {total > 0 && (
        <TablePagination page={params.page} rows={params.rows} total={total} onPage={setPage} onRows={setRows} mt="6" />
      )}
    </PageContainer>
  );
}
