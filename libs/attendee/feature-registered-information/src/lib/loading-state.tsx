import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Skeleton blocks while a page's data loads; announced as busy. */
export function LoadingState({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('registered');
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={t('shared.loading')}>
      <Skeleton h="24" borderRadius="lg" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h="6" w={`${80 - i * 15}%`} />
      ))}
    </Stack>
  );
}
