import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getPressPass, useMyMediaApplication } from '@festival/attendee-data-access-media';
import { useApiClient } from '@festival/shared-data-access-api-client';
import { showErrorToast } from '@festival/shared-ui-kit';
import type { MediaCheck } from '@festival/shared-util-api-contracts';
import { isMediaApplicationEditable } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';
import { MediaApplicationSummary } from './media-application-summary';
import { MediaPageFrame } from './media-page-frame';

function Information({ check, search }: { check: MediaCheck; search: string }) {
  const { t } = useTranslation('media');
  const client = useApiClient();
  const application = useMyMediaApplication(check.eventId, check.registered);
  if (!check.registered)
    return (
      <HStack gap="3" wrap="wrap">
        <Text>{t('information.none')}</Text>
        {!check.closed && (
          <Button asChild colorPalette="brand">
            <Link to={`${attendeeRoutes.mediaRegistration.getHref()}${search}`}>{t('actions.apply')}</Link>
          </Button>
        )}
      </HStack>
    );
  if (!application.data) return <Spinner aria-label={t('loading')} />;
  const data = application.data;

  async function downloadPass() {
    try {
      const blob = await getPressPass(client, check.eventId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'press-pass.pkpass';
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <>
      <MediaApplicationSummary application={data} />
      <HStack gap="3" mt="6" wrap="wrap">
        {isMediaApplicationEditable(data.status) && !check.closed && (
          <Button asChild variant="outline">
            <Link to={`${attendeeRoutes.mediaUpdateInformation.getHref()}${search}`}>{t('actions.update')}</Link>
          </Button>
        )}
        {data.status === 'APPROVED' && (
          <Button colorPalette="brand" onClick={() => void downloadPass()}>
            {t('actions.pressPass')}
          </Button>
        )}
      </HStack>
    </>
  );
}

/** /media/information (mediaInformation): the caller's application, readable after the cut-off too. */
export function MediaInformationPage() {
  const { t } = useTranslation('media');
  return (
    <MediaPageFrame title={t('information.title')}>
      {(check, search) => <Information check={check} search={search} />}
    </MediaPageFrame>
  );
}
