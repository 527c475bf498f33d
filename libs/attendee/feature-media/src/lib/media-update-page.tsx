import { Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMyMediaApplication } from '@festival/attendee-data-access-media';
import type { MediaCheck } from '@festival/shared-util-api-contracts';
import { isMediaApplicationEditable, isMediaRegistrationClosed } from '@festival/shared-util-registration';
import { MediaClosedNotice } from './media-closed-notice';
import { MediaFormContainer } from './media-form-container';
import { MediaPageFrame } from './media-page-frame';

function Update({ check, search }: { check: MediaCheck; search: string }) {
  const { t } = useTranslation('media');
  const application = useMyMediaApplication(check.eventId, check.registered);
  if (!check.registered) return <Text>{t('information.none')}</Text>;
  // After the cut-off an application is read-only (the server refuses changes too).
  if (isMediaRegistrationClosed(new Date(), false, check.lastDay))
    return <MediaClosedNotice eventName={check.eventName} closesAt={check.closesAt} />;
  if (!application.data) return <Spinner aria-label={t('loading')} />;
  if (!isMediaApplicationEditable(application.data.status)) return <Text>{t('update.decided')}</Text>;
  return <MediaFormContainer eventId={check.eventId} search={search} application={application.data} />;
}

/** /media/update (mediaUpdateInformation): change the application while it is under review. */
export function MediaUpdatePage() {
  const { t } = useTranslation('media');
  return (
    <MediaPageFrame title={t('update.title')}>
      {(check, search) => <Update check={check} search={search} />}
    </MediaPageFrame>
  );
}
