import {
  Badge,
  Box,
  Button,
  Center,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkInQueryOptions,
  InvalidPassError,
  loadLastEventId,
  NothingKeptError,
  saveLastEventId,
  searchRoster,
  useCheckInDesk,
  type DeskOutcome,
} from '@festival/admin-data-access-check-in';
import { useApiClient } from '@festival/shared-data-access-api-client';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import type { RosterAttendee } from '@festival/shared-util-api-contracts';
import { PageContainer, PageHeader, StatusBadge } from '@festival/shared-ui-kit';
import { checkInRefusal, formatCheckInTime } from '@festival/shared-util-check-in';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName } from '@festival/shared-util-registration';
import { CheckInOutcomes } from './check-in-outcomes';
import { DeskStatus } from './desk-status';
import { QrScanner } from './qr-scanner';

/** `/check-in` (SCREENER:R to look, SCREENER:U to check in): the door, online or not. */
export function CheckInPage() {
  const { t } = useTranslation('admin');
  // The found attendees' status badges (the kit's StatusBadge) read the registered strings: fetched
  // as the page opens, so they are there offline too and the first search does not wait for them.
  useTranslation('registered');
  const client = useApiClient();
  const { permissions } = useAuthSession();
  const canCheckIn = hasPermission(permissions, 'SCREENER', 'update');
  const events = useQuery(checkInQueryOptions.events(client));
  const [eventId, setEventId] = useState(() => loadLastEventId() ?? '');
  const [place, setPlace] = useState<string>('');
  const subEventId = place === '' ? null : place;
  const desk = useCheckInDesk(eventId);
  const [outcomes, setOutcomes] = useState<DeskOutcome[]>([]);
  const [scanError, setScanError] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  // The kept event, or the first active one; a device offline keeps its last event.
  useEffect(() => {
    const list = events.data;
    if (!list || list.length === 0) return;
    if (!list.some((e) => e.id === eventId)) setEventId(list[0].id);
  }, [events.data, eventId]);
  useEffect(() => {
    if (eventId) saveLastEventId(eventId);
  }, [eventId]);

  const act = async (run: () => Promise<DeskOutcome[]>) => {
    setScanError(null);
    try {
      setOutcomes(await run());
    } catch (error) {
      if (error instanceof InvalidPassError) setScanError(t('checkIn.scan.invalidPass'));
      else if (error instanceof NothingKeptError) setScanError(t('checkIn.nothingKept'));
      else setScanError((error as Error).message);
    }
  };

  const found = useMemo(() => (desk.roster ? searchRoster(desk.roster, search) : []), [desk.roster, search]);
  const eventOptions = events.data ?? (desk.roster ? [{ id: desk.roster.eventId, name: desk.roster.eventName }] : []);

  return (
    <PageContainer>
      <PageHeader title={t('checkIn.title')} description={t('checkIn.intro')} />
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <Field.Root>
            <Field.Label>{t('checkIn.event')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={eventId} onChange={(e) => setEventId(e.currentTarget.value)}>
                {eventOptions.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('checkIn.place')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={place} onChange={(e) => setPlace(e.currentTarget.value)}>
                <option value="">{t('checkIn.mainEvent')}</option>
                {(desk.roster?.activities ?? []).map((activity) => (
                  <option key={activity.id} value={activity.id}>
                    {activity.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
        {events.isSuccess && events.data.length === 0 && <Text>{t('checkIn.noEvents')}</Text>}

        <DeskStatus
          online={desk.online}
          queued={desk.queue.length}
          syncing={desk.syncing}
          lastSyncAt={desk.lastSync?.at ?? null}
          rejected={desk.lastSync?.rejected.length ?? 0}
          roster={desk.roster ? { generatedAt: desk.roster.generatedAt, count: desk.roster.attendees.length } : null}
          onSync={() => void desk.sync()}
        />

        {outcomes.length > 0 && <CheckInOutcomes title={t('checkIn.outcome.title')} outcomes={outcomes} />}
        {desk.lastSync && desk.lastSync.outcomes.length > 0 && (
          <CheckInOutcomes title={t('checkIn.outcome.syncedTitle')} outcomes={desk.lastSync.outcomes} />
        )}

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          {canCheckIn && (
            <Box as="section" aria-labelledby="check-in-scan" borderWidth="1px" borderRadius="lg" p="4">
              <Text id="check-in-scan" as="h2" fontWeight="semibold" fontSize="lg" mb="3">
                {t('checkIn.scan.title')}
              </Text>
              <QrScanner error={scanError} onCode={(code) => void act(() => desk.checkInToken(code, subEventId))} />
            </Box>
          )}
          <Box as="section" aria-labelledby="check-in-search" borderWidth="1px" borderRadius="lg" p="4">
            <Text id="check-in-search" as="h2" fontWeight="semibold" fontSize="lg" mb="3">
              {t('checkIn.search.title')}
            </Text>
            <Field.Root>
              <Field.Label>{t('checkIn.search.label')}</Field.Label>
              <Input
                type="search"
                value={search}
                placeholder={t('checkIn.search.placeholder')}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            </Field.Root>
            {desk.loading && (
              <Center py="6" role="status" gap="3">
                <Spinner size="sm" />
                <Text>{t('checkIn.status.loading')}</Text>
              </Center>
            )}
            {search.trim() !== '' && desk.roster && (
              <Stack as="ul" aria-label={t('checkIn.search.results')} listStyleType="none" gap="0" mt="3">
                {found.length === 0 && (
                  <Text as="li" color="fg.muted">
                    {t('checkIn.search.none')}
                  </Text>
                )}
                {found.map((person) => (
                  <AttendeeRow
                    key={person.attendeeId}
                    person={person}
                    subEventId={subEventId}
                    canCheckIn={canCheckIn}
                    onCheckIn={() => void act(() => desk.checkInAttendee(person.attendeeId, subEventId))}
                  />
                ))}
              </Stack>
            )}
          </Box>
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}

interface AttendeeRowProps {
  person: RosterAttendee;
  subEventId: string | null;
  canCheckIn: boolean;
  onCheckIn: () => void;
}

function AttendeeRow({ person, subEventId, canCheckIn, onCheckIn }: AttendeeRowProps) {
  const { t } = useTranslation('admin');
  const name = personName(person);
  const record = subEventId ? person.activities.find((a) => a.subEventId === subEventId) : null;
  const checkedInAt = subEventId ? (record?.checkedInAt ?? null) : person.checkedInAt;
  const refusal = checkInRefusal(person, record, subEventId !== null);
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ sm: 'center' }}
      gap="2"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="1">
        <Text fontWeight="semibold">{name}</Text>
        {person.email && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {person.email}
          </Text>
        )}
        <Stack direction="row" gap="2" wrap="wrap">
          <StatusBadge status={person.status} />
          <Badge variant="outline">{t(`registration.type.${person.type}`, { defaultValue: person.type })}</Badge>
        </Stack>
      </Stack>
      {checkedInAt ? (
        <Text fontSize="sm" color="teal.fg">
          {t('checkIn.search.checkedInAt', { time: formatCheckInTime(checkedInAt) })}
        </Text>
      ) : refusal ? (
        <Text fontSize="sm" color="fg.muted">
          {refusal.reason === 'NO_ACTIVITY_PLACE'
            ? t('checkIn.search.noPlace')
            : t('checkIn.outcome.refusedStatus', { status: person.status })}
        </Text>
      ) : (
        canCheckIn && (
          <Button
            size="sm"
            colorPalette="ocean"
            onClick={onCheckIn}
            aria-label={t('checkIn.search.checkInName', { name })}
          >
            {t('checkIn.search.checkIn')}
          </Button>
        )
      )}
    </Stack>
  );
}
