import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEmailVerification, type AuthNotify, type AuthSession } from '@festival/shared-data-access-auth-session';
import { CodeForm } from '@festival/shared-ui-auth-forms';

export interface VerifyEmailDialogBodyProps {
  session: AuthSession;
  email: string;
  notify: AuthNotify;
  onVerified: () => void | Promise<void>;
}

/** The email verification dialog: the sign-up code, with the note that mail may take a while. */
export function VerifyEmailDialogBody({ session, email, notify, onVerified }: VerifyEmailDialogBodyProps) {
  const { t } = useTranslation('auth');
  const verification = useEmailVerification({ session, email, notify, onVerified });
  return (
    <CodeForm
      intro={
        <Stack gap="1">
          <Text>{t('verify.intro', { email })}</Text>
          <Text color="fg.muted" fontSize="sm">{t('verify.delay')}</Text>
        </Stack>
      }
      submitLabel={t('verify.submit')}
      resendLabel={t('verify.resend')}
      onSubmit={verification.submit}
      onResend={verification.resend}
    />
  );
}
