import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
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
import { identityRoutes, safeRedirect } from '@festival/shared-util-site';

const notify = { error: showErrorToast, success: showSuccessToast };

/** The identity site's sign-in: password, then the emailed code; an unconfirmed account verifies first. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const status = useCaptchaStatus(auth.captcha);

  const finish = (user: SessionUser) => {
    auth.completeSignIn(user);
    showSuccessToast(t('signIn.success'));
    const target = safeRedirect(params.get('redirect'));
    if (target) setTimeout(() => navigate(target), 100);
  };
  const { step, submit, onVerified } = useSignInSteps({
    session: auth.session,
    captcha: auth.captcha,
    notify,
    onSignedIn: finish,
  });

  return (
    <PageContainer maxW="lg">
      <PageHeader
        title={
          step.kind === 'code' ? t('mfa.title') : step.kind === 'verify' ? t('verify.title') : t('signIn.pageTitle')
        }
      />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        {step.kind === 'credentials' && (
          <Stack gap="4">
            <Text color="fg.muted">{t('signIn.intro')}</Text>
            <SignInForm
              onSubmit={submit}
              captchaStatus={status}
              forgotPasswordHref={identityRoutes.forgotPassword.getHref()}
            />
            <Text fontSize="sm">
              {t('signIn.noAccount')}{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={identityRoutes.signUp.getHref()}>{t('signIn.toSignUp')}</RouterLink>
              </Link>
            </Text>
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
