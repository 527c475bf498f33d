import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StatusBadge } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';
import { RegistrationFrame } from './registration-frame';

/** The registration form opens on its Additional Attendees tab with this query parameter. */
export const additionalAttendeesHref = (eventId: string) =>
  `${attendeeRoutes.editRegisterEvent.getHref({ id: eventId })}?tab=additional-attendees`;

/** `/registered-information/:id/additional-attendee`: the people registered along with the caller. */
export function AdditionalAttendeePage() {
  const { t } = useTranslation('registered');
  const eventId = useParams().id ?? '';
  const addLink = (
    <Button asChild colorPalette="brand">
      <RouterLink to={additionalAttendeesHref(eventId)}>{t('additional.add')}</RouterLink>
    </Button>
  );
  return (
    <RegistrationFrame eventId={eventId} title={t('additional.title')}>
      {(registration) => {
        const others = registration.attendees.filter((a) => !a.isMainProfile);
        if (others.length === 0) {
          return (
            <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
              <Heading as="h2" size="lg" mb="2">
                {t('additional.empty')}
              </Heading>
              <Text color="fg.muted" mb="4">
                {t('additional.emptyHint')}
              </Text>
              {addLink}
            </Box>
          );
        }
        return (
          <Stack gap="4">
            <Text color="fg.muted">{t('additional.intro')}</Text>
            <Stack as="ul" aria-label={t('additional.listLabel')} gap="3" listStyleType="none">
              {others.map((attendee) => (
                <Flex
                  as="li"
                  key={attendee.id}
                  borderWidth="1px"
                  borderRadius="lg"
                  bg="bg"
                  p="4"
                  gap="3"
                  align="center"
                  wrap="wrap"
                >
                  <Text fontWeight="semibold">{personName(attendee)}</Text>
                  {attendee.email && <Text color="fg.muted">{attendee.email}</Text>}
                  <StatusBadge status={attendee.status} />
                </Flex>
              ))}
            </Stack>
            <Box>{addLink}</Box>
          </Stack>
        );
      }}
    </RegistrationFrame>
  );
}
