import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A failed load: what failed, the API's message (already mapped by the API client), and a retry. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('registered');
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('shared.loadError')}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('shared.retry')}
      </Button>
    </Alert.Root>
  );
}
