import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  useCaptchaStatus,
  useSignUpSubmit,
  type AuthNotify,
  type AuthSession,
  type Captcha,
  type Credentials,
} from '@festival/shared-data-access-auth-session';
import { SignUpForm } from '@festival/shared-ui-auth-forms';

export interface SignUpDialogBodyProps {
  session: AuthSession;
  captcha: Captcha;
  notify: AuthNotify;
  onSignIn: () => void;
  onSignedUp: (email: string, credentials: Credentials) => void;
}

/** The sign-up dialog (SPEC.md §4, §8): then the verification dialog. */
export function SignUpDialogBody({ session, captcha, notify, onSignIn, onSignedUp }: SignUpDialogBodyProps) {
  const { t } = useTranslation('auth');
  const status = useCaptchaStatus(captcha);
  const submit = useSignUpSubmit({ session, captcha, notify, onSignedUp });
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('signUp.intro')}</Text>
      <SignUpForm onSubmit={submit} captchaStatus={status} onSignIn={onSignIn} />
    </Stack>
  );
}
