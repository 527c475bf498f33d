import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form';

/** What the multi-factor step hook (useMultiFactor in data-access-auth-session) hands the screen. */
export interface MultiFactorStepState {
  challenge: { codeLength: number; email: string };
  status: string;
  error: string | null;
  submit: (code: string) => Promise<string | undefined>;
  resend: () => Promise<void>;
}

/** The emailed one-time code after the password: auto-submit, attempts left, Resend Code (SPEC.md §4). */
export function MultiFactorCodeForm({ step }: { step: MultiFactorStepState }) {
  const { t } = useTranslation('auth');
  return (
    <CodeForm
      length={step.challenge.codeLength}
      intro={<Text>{t('mfa.intro', { length: step.challenge.codeLength, email: step.challenge.email })}</Text>}
      status={step.status}
      error={step.error}
      submitLabel={t('mfa.submit')}
      resendLabel={t('mfa.resend')}
      onSubmit={step.submit}
      onResend={step.resend}
      autoSubmit
    />
  );
}

/** What the email verification hook (useEmailVerification) hands the screen. */
export interface EmailVerificationStepState {
  submit: (code: string) => Promise<string | undefined>;
  resend: () => Promise<void>;
}

/** The sign-up code, with the note that the email may take 10 to 20 seconds (SPEC.md §4). */
export function EmailVerificationCodeForm({ email, step }: { email: string; step: EmailVerificationStepState }) {
  const { t } = useTranslation('auth');
  return (
    <CodeForm
      intro={
        <Stack gap="1">
          <Text>{t('verify.intro', { email })}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('verify.delay')}
          </Text>
        </Stack>
      }
      submitLabel={t('verify.submit')}
      resendLabel={t('verify.resend')}
      onSubmit={step.submit}
      onResend={step.resend}
    />
  );
}
