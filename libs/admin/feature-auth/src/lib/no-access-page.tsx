import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';

/**
 * A signed-in user without the permission for what they opened: the whole admin site, or (`page`)
 * only this page, when the menu still offers them others. Say which, and offer another account.
 */
export function NoAccessPage({ page = false }: { page?: boolean }) {
  const { t } = useTranslation('admin');
  const { user, signOut } = useAuthSession();
  return (
    <PageContainer maxW="xl">
      <PageHeader title={t('noAccess.title')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <Stack gap="4" align="flex-start">
          <Text>{t(page ? 'noAccess.pageBody' : 'noAccess.body', { email: user?.email ?? '' })}</Text>
          <Button colorPalette="brand" onClick={() => void signOut()}>
            {t('noAccess.signOut')}
          </Button>
        </Stack>
      </Box>
    </PageContainer>
  );
}
