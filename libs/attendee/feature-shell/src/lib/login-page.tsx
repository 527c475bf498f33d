import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { attendeeRoutes, safeRedirect } from '@festival/shared-util-site';

/**
 * `/login`: where sign-in and sign-out land (SPEC.md §2). It opens the site's sign-in dialog
 * (password, emailed code, verification), which follows `redirect` once the user is in.
 */
export function LoginPage() {
  const { t } = useTranslation('attendee');
  const [params] = useSearchParams();
  const { authenticated, requestSignIn } = useAuthSession();
  const redirect = safeRedirect(params.get('redirect'));
  const opened = useRef(false);

  useEffect(() => {
    // Once per visit: closing the dialog leaves the page and its button, not a dialog that returns.
    if (authenticated || opened.current) return;
    opened.current = true;
    requestSignIn(redirect);
  }, [authenticated, redirect, requestSignIn]);

  if (authenticated) return <Navigate to={redirect ?? attendeeRoutes.root.getHref()} replace />;

  return (
    <PageContainer maxW="xl">
      <PageHeader title={t('signIn.loginPageTitle')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <Stack gap="4" align="flex-start">
          <Text>{t('signIn.loginIntro')}</Text>
          {redirect && (
            <Text color="fg.muted" fontSize="sm">
              {t('signIn.requestedPage', { path: redirect })}
            </Text>
          )}
          <Button colorPalette="brand" onClick={() => requestSignIn(redirect)}>
            {t('signIn.loginButton')}
          </Button>
        </Stack>
      </Box>
    </PageContainer>
  );
}
