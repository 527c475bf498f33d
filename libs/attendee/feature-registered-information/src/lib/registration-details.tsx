import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useContents } from '@festival/attendee-data-access-contents';
import { holdsPlace } from '@festival/shared-util-registration';
import { AddToWalletButton } from './add-to-wallet-button';
import { AttendeeDetails } from './attendee-details';
import { RegistrationFrame } from './registration-frame';
import { RegistrationSummary } from './registration-summary';

/** One registration (by event id): the whole registration, then what was registered per attendee. */
export function RegistrationDetails({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registered');
  const contents = useContents();
  return (
    <RegistrationFrame eventId={eventId} title={t('information.title')}>
      {(registration) => (
        <>
          <RegistrationSummary registration={registration} />
          {holdsPlace(registration.status) && <AddToWalletButton registrationId={registration.id} />}
          <Heading as="h2" size="lg" mb="4">
            {t('information.attendeesHeading')}
          </Heading>
          <Stack gap="4">
            {registration.attendees.map((attendee) => (
              <AttendeeDetails
                key={attendee.id}
                attendee={attendee}
                isDelegate={registration.type === 'DELEGATE'}
                contents={contents.data}
              />
            ))}
          </Stack>
        </>
      )}
    </RegistrationFrame>
  );
}
