import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface LoadingOverlayProps {
  open: boolean;
}

/** Covers the page and blocks input while a page-wide action runs. */
export function LoadingOverlay({ open }: LoadingOverlayProps) {
  const { t } = useTranslation('common');
  if (!open) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.500"
      display="grid"
      placeItems="center"
      data-testid="loading-overlay"
    >
      <Spinner size="xl" color="white" borderWidth="4px" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Box>
  );
}
