import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@festival/shared-util-dates';

/** Shown instead of the form once the event's media cut-off (the end of its last day in Honolulu) has passed. */
export function MediaClosedNotice({ eventName, closesAt }: { eventName: string; closesAt: string | null }) {
  const { t } = useTranslation('media');
  return (
    <Alert.Root status="warning" role="status" maxW="2xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('closed.title')}</Alert.Title>
        <Alert.Description>
          {closesAt
            ? t('closed.bodyWithDate', {
                eventName,
                date: formatDisplayDate(new Date(new Date(closesAt).getTime() - 1)),
              })
            : t('closed.body', { eventName })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
