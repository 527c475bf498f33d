import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCaptchaStatus, useSignInSubmit, type SignInStepOptions } from '@festival/shared-data-access-auth-session';
import { SignInForm } from '@festival/shared-ui-auth-forms';

export interface SignInDialogBodyProps extends SignInStepOptions {
  forgotPasswordHref: string;
  initialEmail?: string;
  onSignUp: () => void;
}

/** The sign-in dialog (SPEC.md §4, §8): password errors on the field, the rest as toasts. */
export function SignInDialogBody({ forgotPasswordHref, initialEmail, onSignUp, ...step }: SignInDialogBodyProps) {
  const { t } = useTranslation('auth');
  const status = useCaptchaStatus(step.captcha);
  const submit = useSignInSubmit(step);
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('signIn.intro')}</Text>
      <SignInForm
        onSubmit={submit}
        captchaStatus={status}
        forgotPasswordHref={forgotPasswordHref}
        onSignUp={onSignUp}
        initialEmail={initialEmail}
      />
    </Stack>
  );
}
