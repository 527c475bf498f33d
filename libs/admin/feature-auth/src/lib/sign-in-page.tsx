import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSiteConfig } from '@festival/shared-data-access-api-client';
import {
  useAuthSession,
  useCaptchaStatus,
  useEmailVerification,
  useMultiFactor,
  useSignInSteps,
  type CodeChallenge,
  type Credentials,
  type SessionUser,
} from '@festival/shared-data-access-auth-session';
import { EmailVerificationCodeForm, MultiFactorCodeForm, SignInForm } from '@festival/shared-ui-auth-forms';
import { PageContainer, PageHeader, showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { adminRoutes, safeRedirect } from '@festival/shared-util-site';

const notify = { error: showErrorToast, success: showSuccessToast };

/** SPEC.md §9: the redirect is followed 100 ms after login. */
export const ADMIN_REDIRECT_AFTER_LOGIN_MS = 100;

/** The admin site's sign-in: password and captcha, then the emailed code; an unconfirmed account verifies first. */
export function SignInPage() {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('auth');
  const auth = useAuthSession();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useCaptchaStatus(auth.captcha);
  const target = safeRedirect(params.get('redirect')) ?? adminRoutes.root.getHref();
  const forgotPasswordHref = `${config.links.identitySite.replace(/\/$/, '')}/forgot-password`;

  const finish = (user: SessionUser) => {
    auth.completeSignIn(user);
    showSuccessToast(ta('signIn.success'));
    setTimeout(() => navigate(target, { replace: true }), ADMIN_REDIRECT_AFTER_LOGIN_MS);
  };
  const { step, submit, onVerified } = useSignInSteps({
    session: auth.session,
    captcha: auth.captcha,
    notify,
    onSignedIn: finish,
  });

  // Someone signed in already (another tab, or the shared cookie) has nothing to do here.
  if (auth.authenticated && step.kind === 'credentials') return <Navigate to={target} replace />;

  return (
    <PageContainer maxW="lg">
      <PageHeader
        title={
          step.kind === 'code' ? ta('mfa.title') : step.kind === 'verify' ? ta('verify.title') : t('signIn.pageTitle')
        }
      />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        {step.kind === 'credentials' && (
          <Stack gap="4">
            <Text color="fg.muted">{t('signIn.intro')}</Text>
            <SignInForm onSubmit={submit} captchaStatus={status} forgotPasswordHref={forgotPasswordHref} />
          </Stack>
        )}
        {step.kind === 'code' && (
          <CodeStep challenge={step.challenge} credentials={step.credentials} onSignedIn={finish} />
        )}
        {step.kind === 'verify' && (
          <VerifyStep credentials={step.credentials} onVerified={() => onVerified(step.credentials)} />
        )}
      </Box>
    </PageContainer>
  );
}

function CodeStep({
  challenge,
  credentials,
  onSignedIn,
}: {
  challenge: CodeChallenge;
  credentials: Credentials;
  onSignedIn: (user: SessionUser) => void;
}) {
  const auth = useAuthSession();
  const mfa = useMultiFactor({
    session: auth.session,
    captcha: auth.captcha,
    challenge,
    credentials,
    notify,
    onSignedIn,
  });
  return <MultiFactorCodeForm step={mfa} />;
}

function VerifyStep({ credentials, onVerified }: { credentials: Credentials; onVerified: () => Promise<void> }) {
  const auth = useAuthSession();
  const verification = useEmailVerification({ session: auth.session, email: credentials.email, notify, onVerified });
  return <EmailVerificationCodeForm email={credentials.email} step={verification} />;
}
