import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contents, RegisteredAttendee } from '@festival/shared-util-api-contracts';
import { StatusBadge } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import { formatCalendarDate } from './format';

export interface AttendeeDetailsProps {
  attendee: RegisteredAttendee;
  isDelegate: boolean;
  contents: Contents | undefined;
}

/** What was registered for one attendee, as a labelled list under their name. */
export function AttendeeDetails({ attendee, isDelegate, contents }: AttendeeDetailsProps) {
  const { t } = useTranslation('registered');
  const headingId = useId();
  const none = t('shared.none');
  const country =
    contents?.countries.find((c) => c.id.toUpperCase() === attendee.countryId.toUpperCase())?.name ??
    attendee.countryId;
  const languages = attendee.languageIds
    .map((id) => contents?.languages.find((l) => l.id === id)?.name ?? id)
    .join(', ');
  const address = [attendee.address, attendee.city, [attendee.state, attendee.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows: [string, ReactNode][] = [
    [t('information.fields.email'), attendee.email || none],
    [t('information.fields.dob'), formatCalendarDate(attendee.dob) || none],
    [t('information.fields.phone'), attendee.phone || none],
    [t('information.fields.address'), address || none],
    [t('information.fields.country'), country || none],
    [t('information.fields.languages'), languages || none],
    [t('information.fields.ethnicity'), attendee.ethnicity || none],
  ];
  if (isDelegate) {
    rows.push(
      [t('information.fields.emergencyName'), attendee.emergencyName || none],
      [t('information.fields.emergencyPhone'), attendee.emergencyPhone || none],
      [t('information.fields.emergencyEmail'), attendee.emergencyEmail || none],
      [t('information.fields.emergencyRelationship'), attendee.emergencyRelationship || none],
    );
  }
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" bg="bg" p="5">
      <Flex gap="3" align="center" wrap="wrap" mb="4">
        <Heading as="h3" id={headingId} size="md">
          {personName(attendee)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {attendee.isMainProfile ? t('shared.mainProfile') : t('shared.additionalAttendee')}
        </Text>
        <StatusBadge status={attendee.status} />
      </Flex>
      <Grid as="dl" templateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap="2">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted" fontSize="sm">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
