import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { toastMessage, useAuthMessage, useAuthSession } from '@festival/shared-data-access-auth-session';
import { ChangePasswordForm } from '@festival/shared-ui-auth-forms';
import { PageContainer, PageHeader, showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

/** Change password for the signed-in user; the new one must differ from the current one (SPEC.md §5). */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthSession();
  const text = useAuthMessage();

  return (
    <PageContainer maxW="lg">
      <PageHeader title={t('changePassword.title')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        {!auth.authenticated ? (
          <Stack gap="4" align="flex-start">
            <Text>{t('changePassword.needSignIn')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink
                to={`${identityRoutes.root.getHref()}?redirect=${encodeURIComponent(identityRoutes.changePassword.getHref())}`}
              >
                {t('signIn.submit')}
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <ChangePasswordForm
            onSubmit={async ({ currentPassword, newPassword }) => {
              const result = await auth.session.changePassword(currentPassword, newPassword);
              if (result.ok) {
                showSuccessToast(t('changePassword.done'));
                return undefined;
              }
              if (result.error.code === 'NotAuthorizedException' && /password/i.test(result.error.message))
                return { currentPassword: t('errors.incorrectPassword') };
              if (result.error.code === 'InvalidPasswordException') return { newPassword: t('errors.invalidPassword') };
              // The account was deleted while signed in (SPEC.md §8 "Username does not exist").
              if (result.error.code === 'UserNotFoundException') {
                showErrorToast(t('errors.userNotFound'));
                return undefined;
              }
              showErrorToast(text(toastMessage(result.error)));
              return undefined;
            }}
          />
        )}
      </Box>
    </PageContainer>
  );
}
