import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  signInAgain,
  type Credentials,
  useAuthSession,
  useCaptchaStatus,
  useEmailVerification,
  useSignUpSubmit,
} from '@festival/shared-data-access-auth-session';
import { EmailVerificationCodeForm, SignUpForm } from '@festival/shared-ui-auth-forms';
import { PageContainer, PageHeader, showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

const notify = { error: showErrorToast, success: showSuccessToast };

type Step = { kind: 'form' } | { kind: 'verify'; credentials: Credentials } | { kind: 'done' };

/** The identity site's sign-up: form with the live checklist, the emailed code, success. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthSession();
  const status = useCaptchaStatus(auth.captcha);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const submit = useSignUpSubmit({
    session: auth.session,
    captcha: auth.captcha,
    notify,
    onSignedUp: (_email, credentials) => setStep({ kind: 'verify', credentials }),
  });
  // The verified code was the one code: sign in with the password just given (issue 13.9); the
  // success step and its Sign In link only when that sign-in asks for more.
  const signInAfterVerify = (credentials: Credentials) =>
    signInAgain(auth.session, auth.captcha, credentials, {
      onSignedIn: (user) => {
        auth.completeSignIn(user);
        showSuccessToast(t('signIn.success'));
        navigate(identityRoutes.root.getHref());
      },
      onChallenge: () => setStep({ kind: 'done' }),
      onFailed: () => setStep({ kind: 'done' }),
    });
  const title =
    step.kind === 'verify'
      ? t('verify.title')
      : step.kind === 'done'
        ? t('signUpSuccess.title')
        : t('signUp.pageTitle');

  return (
    <PageContainer maxW="xl">
      <PageHeader title={title} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        {step.kind === 'form' && (
          <Stack gap="4">
            <Text color="fg.muted">{t('signUp.intro')}</Text>
            <SignUpForm onSubmit={submit} captchaStatus={status} />
            <Text fontSize="sm">
              {t('signUp.haveAccount')}{' '}
              <Link asChild color="brand.fg">
                <RouterLink to={identityRoutes.root.getHref()}>{t('signUp.toSignIn')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        )}
        {step.kind === 'verify' && (
          <VerifyStep email={step.credentials.email} onVerified={() => signInAfterVerify(step.credentials)} />
        )}
        {step.kind === 'done' && (
          <Stack gap="4" align="flex-start">
            <Text>{t('signUpSuccess.body')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={identityRoutes.root.getHref()}>{t('signUpSuccess.signIn')}</RouterLink>
            </Button>
          </Stack>
        )}
      </Box>
    </PageContainer>
  );
}

function VerifyStep({ email, onVerified }: { email: string; onVerified: () => void | Promise<void> }) {
  const auth = useAuthSession();
  const verification = useEmailVerification({ session: auth.session, email, notify, onVerified });
  return <EmailVerificationCodeForm email={email} step={verification} />;
}
