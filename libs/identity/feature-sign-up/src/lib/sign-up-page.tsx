import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  useAuthSession,
  useCaptchaStatus,
  useEmailVerification,
  useSignUpSubmit,
} from '@festival/shared-data-access-auth-session';
import { EmailVerificationCodeForm, SignUpForm } from '@festival/shared-ui-auth-forms';
import { PageContainer, PageHeader, showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

const notify = { error: showErrorToast, success: showSuccessToast };

type Step = { kind: 'form' } | { kind: 'verify'; email: string } | { kind: 'done' };

/** The identity site's sign-up: form with the live checklist, the emailed code, success. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthSession();
  const status = useCaptchaStatus(auth.captcha);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const submit = useSignUpSubmit({
    session: auth.session,
    captcha: auth.captcha,
    notify,
    onSignedUp: (email) => setStep({ kind: 'verify', email }),
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
        {step.kind === 'verify' && <VerifyStep email={step.email} onVerified={() => setStep({ kind: 'done' })} />}
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

function VerifyStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const auth = useAuthSession();
  const verification = useEmailVerification({ session: auth.session, email, notify, onVerified });
  return <EmailVerificationCodeForm email={email} step={verification} />;
}
