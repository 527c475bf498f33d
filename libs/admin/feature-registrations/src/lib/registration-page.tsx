import { Badge, Box, Center, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRegistration, useSetRegistrationStatus } from '@festival/admin-data-access-registrations';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, showSuccessToast, StatusBadge, useConfirm } from '@festival/shared-ui-kit';
import type {
  RegisteredAttendee,
  RegistrationStatus,
  StaffRegistrationDetail,
} from '@festival/shared-util-api-contracts';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';
import { FilePreviewButton } from './file-preview-button';
import { RegistrationMoves } from './registration-moves';

/** `/registrations/:id` (ATTENDEE:R): every attendee, their activities, files and requests; moves with ATTENDEE:U. */
export function RegistrationPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { id = '' } = useParams();
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'ATTENDEE', 'update');
  const registration = useRegistration(id);
  const move = useSetRegistrationStatus();
  const confirm = useConfirm();

  const back = (
    <Link asChild mb="4" display="inline-block">
      <RouterLink to={adminRoutes.registrations.getHref()}>← {t('registration.back')}</RouterLink>
    </Link>
  );
  if (registration.isPending)
    return (
      <PageContainer>
        {back}
        <Center py="8" role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('registration.loading')}</Text>
        </Center>
      </PageContainer>
    );
  if (!registration.data)
    return (
      <PageContainer>
        {back}
        <Text role="alert">{t('registration.notFound')}</Text>
      </PageContainer>
    );

  const data = registration.data;
  const main = data.attendees.find((a) => a.isMainProfile) ?? data.attendees[0];
  const attendeeName = (attendeeId: string) => {
    const found = data.attendees.find((a) => a.id === attendeeId);
    return found ? personName(found, '—') : '—';
  };

  async function decide(to: RegistrationStatus) {
    const action = t(`moves.${to}`);
    const ok = await confirm({
      title: t('registration.confirmTitle', { action }),
      body: t('registration.confirmBody', {
        from: tStatus(`status.${data.status}`),
        to: tStatus(`status.${to}`),
        email: main?.email ?? '',
      }),
      confirmLabel: action,
      destructive: ['REJECTED', 'CANCELED', 'INVALID'].includes(to),
    });
    if (!ok) return;
    await move.mutateAsync({ id: data.id, status: to });
    showSuccessToast(t('registration.changed', { status: tStatus(`status.${to}`) }));
  }

  return (
    <PageContainer>
      {back}
      <PageHeader
        title={t('registration.title', { name: main ? personName(main, '—') : '' })}
        description={t('registration.registered', { date: formatDisplayDate(data.createdAt) })}
      />
      <HStack gap="2" mb="4" wrap="wrap">
        <StatusBadge status={data.status} />
        <Badge variant="outline">{t(`types.${data.type}`)}</Badge>
        {data.delegationName && (
          <Text fontSize="sm">{t('registration.delegation', { name: data.delegationName })}</Text>
        )}
      </HStack>

      {canChange && (
        <Section title={t('registration.actions')}>
          <RegistrationMoves status={data.status} busy={move.isPending} onMove={(to) => void decide(to)} />
        </Section>
      )}

      <Section title={t('registration.attendees')}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {data.attendees.map((attendee) => (
            <AttendeeCard key={attendee.id} attendee={attendee} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('registration.activities')}>
        {data.activities.length === 0 ? (
          <Text color="fg.muted">{t('registration.noActivities')}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('filters.activity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('assistance.columns.dates')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('assistance.columns.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('assistance.columns.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.activities.map((record) => (
                  <Table.Row key={`${record.subEventId}:${record.attendeeId}:${record.status}`}>
                    <Table.Cell>{record.name}</Table.Cell>
                    <Table.Cell>
                      {formatDisplayDate(record.startDate)} {formatDisplayTime(record.startDate)}
                    </Table.Cell>
                    <Table.Cell>{attendeeName(record.attendeeId)}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={record.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Section>

      <Section title={t('registration.files')}>
        <Files registration={data} />
      </Section>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section title={t('registration.visa')}>
          <Stack as="ul" gap="2" listStyleType="none">
            {data.visaRequests.map((entry) => (
              <HStack as="li" key={entry.attendeeId} justify="space-between" wrap="wrap">
                <Text>{personName(entry, '—')}</Text>
                <HStack gap="2">
                  {entry.request && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('registration.dates', {
                        from: formatDisplayDate(entry.request.arrivalDate),
                        to: formatDisplayDate(entry.request.departureDate),
                      })}
                    </Text>
                  )}
                  <StatusBadge status={entry.status} />
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Section>
        <Section title={t('registration.accommodation')}>
          <Stack as="ul" gap="2" listStyleType="none">
            {data.accommodationRequests.map((entry) => (
              <HStack as="li" key={entry.attendeeId} justify="space-between" wrap="wrap">
                <Text>{personName(entry, '—')}</Text>
                <HStack gap="2">
                  {entry.request && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('registration.dates', {
                        from: formatDisplayDate(entry.request.checkInDate),
                        to: formatDisplayDate(entry.request.checkOutDate),
                      })}
                    </Text>
                  )}
                  {entry.status ? (
                    <StatusBadge status={entry.status} />
                  ) : (
                    <Badge variant="subtle">{t('registration.noRequest')}</Badge>
                  )}
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Section>
      </SimpleGrid>
    </PageContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '5' }} mb="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function AttendeeCard({ attendee }: { attendee: RegisteredAttendee }) {
  const { t } = useTranslation('admin');
  const rows: [string, ReactNode][] = [
    [t('registration.fields.email'), attendee.email ?? '—'],
    [t('registration.fields.phone'), attendee.phone],
    [t('registration.fields.dob'), formatDisplayDate(attendee.dob)],
    [
      t('registration.fields.address'),
      [attendee.address, attendee.city, attendee.state, attendee.zipCode].filter(Boolean).join(', '),
    ],
    [t('registration.fields.country'), attendee.countryId],
  ];
  if (attendee.languageIds.length) rows.push([t('registration.fields.languages'), attendee.languageIds.join(', ')]);
  if (attendee.emergencyName)
    rows.push([
      t('registration.fields.emergency'),
      [attendee.emergencyName, attendee.emergencyRelationship, attendee.emergencyPhone, attendee.emergencyEmail]
        .filter(Boolean)
        .join(' · '),
    ]);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {personName(attendee, '—')}
        </Heading>
        <HStack gap="2">
          {attendee.isMainProfile && <Badge variant="outline">{t('registration.main')}</Badge>}
          <StatusBadge status={attendee.status} />
        </HStack>
      </HStack>
      <Stack as="dl" gap="1" fontSize="sm">
        {rows.map(([label, value]) => (
          <HStack key={label} align="start" gap="2">
            <Text as="dt" color="fg.muted" minW="28">
              {label}
            </Text>
            <Text as="dd" wordBreak="break-word">
              {value}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

function Files({ registration }: { registration: StaffRegistrationDetail }) {
  const { t } = useTranslation('admin');
  const signed = registration.attendees.filter((a) => a.signatureUrl);
  if (signed.length === 0) return <Text color="fg.muted">{t('registration.noFiles')}</Text>;
  return (
    <HStack gap="2" wrap="wrap">
      {signed.map((attendee) => (
        <FilePreviewButton
          key={attendee.id}
          filePath={attendee.signatureUrl as string}
          label={t('registration.viewSignature', { name: personName(attendee, '—') })}
          title={t('registration.signatureOf', { name: personName(attendee, '—') })}
        />
      ))}
    </HStack>
  );
}
