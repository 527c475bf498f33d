import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { safeRedirect } from '@festival/shared-util-site';
import { SignInPlaceholder } from './sign-in-placeholder';

/** `/login`: where sign-in and sign-out land (SPEC.md §2). A placeholder until the identity feature. */
export function LoginPage() {
  const { t } = useTranslation('attendee');
  const [params] = useSearchParams();
  return (
    <PageContainer maxW="xl">
      <PageHeader title={t('signIn.loginPageTitle')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <SignInPlaceholder redirect={safeRedirect(params.get('redirect'))} />
      </Box>
    </PageContainer>
  );
}
