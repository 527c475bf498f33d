import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { attendeeRoutes } from '@festival/shared-util-site';
import { MediaClosedNotice } from './media-closed-notice';
import { MediaPageFrame } from './media-page-frame';

/** /media (the footer's "Media"): what media accreditation is, until when, and the way in. */
export function MediaPage() {
  const { t } = useTranslation('media');
  return (
    <MediaPageFrame title={t('title')}>
      {(check, search) => (
        <Stack gap="5" maxW="2xl">
          <Text>{t('intro')}</Text>
          {check.closesAt && !check.closed && (
            <Text fontWeight="semibold">
              {t('deadline', { date: formatDisplayDate(new Date(new Date(check.closesAt).getTime() - 1)) })}
            </Text>
          )}
          {check.closed && <MediaClosedNotice eventName={check.eventName} closesAt={check.closesAt} />}
          <HStack gap="3" wrap="wrap">
            {check.registered ? (
              <Button asChild colorPalette="brand">
                <Link to={`${attendeeRoutes.mediaInformation.getHref()}${search}`}>{t('actions.view')}</Link>
              </Button>
            ) : (
              !check.closed && (
                <Button asChild colorPalette="brand">
                  <Link to={`${attendeeRoutes.mediaRegistration.getHref()}${search}`}>{t('actions.apply')}</Link>
                </Button>
              )
            )}
          </HStack>
        </Stack>
      )}
    </MediaPageFrame>
  );
}
