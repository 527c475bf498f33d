import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { attendeeRoutes } from '@festival/shared-util-site';
import { MediaClosedNotice } from './media-closed-notice';
import { MediaFormContainer } from './media-form-container';
import { MediaPageFrame } from './media-page-frame';

/** /media/registration (mediaRegistration): the application form, or the closed notice after the cut-off. */
export function MediaRegistrationPage() {
  const { t } = useTranslation('media');
  return (
    <MediaPageFrame title={t('registration.title')}>
      {(check, search) =>
        check.registered ? (
          <Stack gap="3" align="flex-start">
            <Text>{t('registration.alreadyApplied')}</Text>
            <Button asChild colorPalette="brand">
              <Link to={`${attendeeRoutes.mediaInformation.getHref()}${search}`}>{t('actions.view')}</Link>
            </Button>
          </Stack>
        ) : check.closed ? (
          <MediaClosedNotice eventName={check.eventName} closesAt={check.closesAt} />
        ) : (
          <MediaFormContainer eventId={check.eventId} search={search} />
        )
      }
    </MediaPageFrame>
  );
}
