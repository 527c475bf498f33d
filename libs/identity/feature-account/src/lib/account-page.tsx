import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, showSuccessToast } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

/** The signed-in view of the identity site: who is signed in, change password, sign out. */
export function AccountPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthSession();
  const [busy, setBusy] = useState(false);
  const signOut = async (global: boolean) => {
    setBusy(true);
    await auth.signOut({ global });
    showSuccessToast(t('signOut.done'));
    setBusy(false);
  };
  return (
    <PageContainer maxW="lg">
      <PageHeader title={t('account.title')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <Stack gap="4">
          <Text>{t('signIn.signedInAs', { email: auth.user?.email ?? '' })}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to={identityRoutes.changePassword.getHref()}>{t('changePassword.title')}</RouterLink>
            </Button>
            <Button colorPalette="brand" onClick={() => void signOut(false)} loading={busy}>
              {t('signOut.action')}
            </Button>
            <Button variant="ghost" onClick={() => void signOut(true)} disabled={busy}>
              {t('signOut.everywhere')}
            </Button>
          </HStack>
        </Stack>
      </Box>
    </PageContainer>
  );
}
