import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A query's loading and error states, the same on each volunteer page. */
export function LoadState({ pending, error, onRetry }: { pending: boolean; error: boolean; onRetry: () => void }) {
  const { t } = useTranslation('volunteer');
  if (pending) return <Spinner aria-label={t('page.title')} />;
  if (!error) return null;
  return (
    <Stack gap="3" align="flex-start" role="alert">
      <Text>{t('page.loadError')}</Text>
      <Button variant="outline" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </Stack>
  );
}
