import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaCheck } from '@festival/attendee-data-access-media';
import type { MediaCheck } from '@festival/shared-util-api-contracts';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { useMediaEvent } from './use-media-event';

/** The frame of every media page: the title, the festival, and the check once it is known. */
export function MediaPageFrame({
  title,
  children,
}: {
  title: string;
  children: (check: MediaCheck, search: string) => ReactNode;
}) {
  const { t } = useTranslation('media');
  const event = useMediaEvent();
  const check = useMediaCheck(event.eventId);
  return (
    <PageContainer>
      <PageHeader title={title} description={check.data ? check.data.eventName : t('intro')} />
      {event.none && <Text>{t('noEvent')}</Text>}
      {(event.pending || (event.eventId && check.isPending)) && <Spinner aria-label={t('loading')} />}
      {check.isError && (
        <Stack gap="3" align="flex-start" role="alert">
          <Text>{t('loadFailed')}</Text>
          <Button variant="outline" onClick={() => void check.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      )}
      {check.data && children(check.data, event.search)}
    </PageContainer>
  );
}
