import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSiteConfig } from '@festival/shared-data-access-api-client';
import { useSignInPage } from '@festival/shared-data-access-auth-session';
import { SignInSteps } from '@festival/shared-ui-auth-forms';
import { showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { adminRoutes, safeRedirect } from '@festival/shared-util-site';

const notify = { error: showErrorToast, success: showSuccessToast };

/** SPEC.md §9: the redirect is followed 100 ms after login. */
export const ADMIN_REDIRECT_AFTER_LOGIN_MS = 100;

/** The admin site's sign-in: password and captcha, then the emailed code; an unconfirmed account verifies first. */
export function SignInPage() {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('auth');
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect')) ?? adminRoutes.root.getHref();
  const forgotPasswordHref = `${config.links.identitySite.replace(/\/$/, '')}/forgot-password`;
  const signIn = useSignInPage({
    notify,
    onSignedIn: () => {
      showSuccessToast(ta('signIn.success'));
      setTimeout(() => navigate(target, { replace: true }), ADMIN_REDIRECT_AFTER_LOGIN_MS);
    },
  });

  // Someone signed in already (another tab, or the shared cookie) has nothing to do here.
  if (signIn.authenticated && signIn.step.kind === 'credentials') return <Navigate to={target} replace />;

  return (
    <SignInSteps
      {...signIn}
      title={t('signIn.pageTitle')}
      intro={t('signIn.intro')}
      forgotPasswordHref={forgotPasswordHref}
    />
  );
}
