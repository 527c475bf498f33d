import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDownloadWalletPass } from '@festival/attendee-data-access-registrations';

/** Downloads the registration's wallet pass (festival-pass.pkpass): a phone offers to add it to Wallet. */
export function AddToWalletButton({ registrationId }: { registrationId: string }) {
  const { t } = useTranslation('registered');
  const download = useDownloadWalletPass();
  return (
    <Stack gap="2" mb="6" align="flex-start">
      <Button colorPalette="brand" loading={download.isPending} onClick={() => download.mutate(registrationId)}>
        {t('information.wallet.add')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('information.wallet.hint')}
      </Text>
      {download.isError && (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          {/* The reason is in the error toast every failed call shows. */}
          <Alert.Title>{t('information.wallet.failed')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
