import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The delegation portal seen from a GENERAL registration. */
export function GeneralOnlyNotice() {
  const { t } = useTranslation('registered');
  return (
    <Alert.Root status="info" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Title>{t('delegation.generalOnly')}</Alert.Title>
    </Alert.Root>
  );
}
