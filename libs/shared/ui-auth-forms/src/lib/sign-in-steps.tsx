import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred, PageContainer, PageHeader } from '@festival/shared-ui-kit';
import type { CaptchaNoticeStatus } from './captcha-notice';
import type { AuthFormSubmit } from './form-errors';
import { SignInForm, type SignInValues } from './sign-in-form';
import type { EmailVerificationStepState, MultiFactorStepState } from './step-code-forms';

// The code steps come after the password has been checked: their forms are fetched then, not with
// the sign-in page (issue 14).
const MultiFactorCodeForm = lazy(() =>
  import('./step-code-forms').then((module) => ({ default: module.MultiFactorCodeForm })),
);
const EmailVerificationCodeForm = lazy(() =>
  import('./step-code-forms').then((module) => ({ default: module.EmailVerificationCodeForm })),
);

function CodeStepLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="8" role="status" aria-label={t('loading')}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** The step a sign-in page is on (useSignInPage in data-access-auth-session). */
export type SignInStepView = { kind: 'credentials' } | { kind: 'code' | 'verify'; credentials: { email: string } };

export interface SignInStepsProps {
  step: SignInStepView;
  /** The page's title and intro on the credentials step. */
  title: string;
  intro: string;
  submit: AuthFormSubmit<SignInValues>;
  captchaStatus: CaptchaNoticeStatus;
  forgotPasswordHref: string;
  code: MultiFactorStepState;
  verification: EmailVerificationStepState;
  /** Under the sign-in form, e.g. the link to sign up. */
  children?: ReactNode;
}

/** A sign-in page (SPEC.md §4): password and captcha, then the emailed code; an unconfirmed account verifies first. */
export function SignInSteps({
  step,
  title,
  intro,
  submit,
  captchaStatus,
  forgotPasswordHref,
  code,
  verification,
  children,
}: SignInStepsProps) {
  const { t } = useTranslation('auth');
  return (
    <PageContainer maxW="lg">
      <PageHeader title={step.kind === 'code' ? t('mfa.title') : step.kind === 'verify' ? t('verify.title') : title} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        {step.kind === 'credentials' && (
          <Stack gap="4">
            <Text color="fg.muted">{intro}</Text>
            {/* A staged first render (issue 14) renders the form in a task after the page's frame. */}
            <Deferred>
              <SignInForm onSubmit={submit} captchaStatus={captchaStatus} forgotPasswordHref={forgotPasswordHref} />
            </Deferred>
            {children}
          </Stack>
        )}
        <Suspense fallback={<CodeStepLoading />}>
          {step.kind === 'code' && <MultiFactorCodeForm step={code} />}
          {step.kind === 'verify' && <EmailVerificationCodeForm email={step.credentials.email} step={verification} />}
        </Suspense>
      </Box>
    </PageContainer>
  );
}
