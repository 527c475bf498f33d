import { Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignInPage } from '@festival/shared-data-access-auth-session';
import { SignInSteps } from '@festival/shared-ui-auth-forms';
import { showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { identityRoutes, safeRedirect } from '@festival/shared-util-site';

const notify = { error: showErrorToast, success: showSuccessToast };

/** The identity site's sign-in: password, then the emailed code; an unconfirmed account verifies first. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignInPage({
    notify,
    onSignedIn: () => {
      showSuccessToast(t('signIn.success'));
      const target = safeRedirect(params.get('redirect'));
      if (target) setTimeout(() => navigate(target), 100);
    },
  });

  return (
    <SignInSteps
      {...signIn}
      title={t('signIn.pageTitle')}
      intro={t('signIn.intro')}
      forgotPasswordHref={identityRoutes.forgotPassword.getHref()}
    >
      <Text fontSize="sm">
        {t('signIn.noAccount')}{' '}
        <Link asChild color="brand.fg">
          <RouterLink to={identityRoutes.signUp.getHref()}>{t('signIn.toSignUp')}</RouterLink>
        </Link>
      </Text>
    </SignInSteps>
  );
}
