import { Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isForbidden } from '@festival/shared-data-access-api-client';
import { useDelegationPortal } from '@festival/attendee-data-access-registrations';
import { StatusBadge } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import { GeneralOnlyNotice } from './general-only-notice';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';

/** The delegation's name and its members, the caller's own marked "You". */
export function DelegationMembers({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registered');
  const portal = useDelegationPortal(eventId);
  if (portal.isPending) return <LoadingState />;
  // The API refuses a GENERAL registration with 403; say what that means here.
  if (portal.isError)
    return isForbidden(portal.error) ? (
      <GeneralOnlyNotice />
    ) : (
      <LoadError error={portal.error} onRetry={() => void portal.refetch()} />
    );
  const { delegationName, members } = portal.data;
  return (
    <Box>
      <Text color="fg.muted" mb="2">
        {t('delegation.intro')}
      </Text>
      <Heading as="h2" size="lg" mb="4">
        {t('delegation.delegationName', { name: delegationName })}
      </Heading>
      <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
        <Table.Root size="sm" aria-label={t('delegation.tableLabel')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('delegation.columns.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('delegation.columns.profile')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('delegation.columns.attendeeStatus')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('delegation.columns.registrationStatus')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {members.map((member) => (
              <Table.Row key={member.attendeeId}>
                <Table.Cell>
                  {personName(member)}
                  {member.isMine && member.isMainProfile && (
                    <Badge ml="2" colorPalette="brand" variant="solid">
                      {t('delegation.you')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {member.isMainProfile ? t('shared.mainProfile') : t('shared.additionalAttendee')}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={member.status} />
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={member.registrationStatus} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {members.length === 0 && (
          <Text textAlign="center" py="6" color="fg.muted">
            {t('delegation.empty')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
