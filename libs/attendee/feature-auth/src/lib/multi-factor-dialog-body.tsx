import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMultiFactor, type MultiFactorOptions } from '@festival/shared-data-access-auth-session';
import { CodeForm } from '@festival/shared-ui-auth-forms';

export type MultiFactorDialogBodyProps = MultiFactorOptions;

/** The multi-factor dialog (SPEC.md §4, §8): auto-submit, attempts left, Resend Code resets to 5. */
export function MultiFactorDialogBody(props: MultiFactorDialogBodyProps) {
  const { t } = useTranslation('auth');
  const mfa = useMultiFactor(props);
  return (
    <CodeForm
      length={mfa.challenge.codeLength}
      intro={<Text>{t('mfa.intro', { length: mfa.challenge.codeLength, email: mfa.challenge.email })}</Text>}
      status={mfa.status}
      error={mfa.error}
      submitLabel={t('mfa.submit')}
      resendLabel={t('mfa.resend')}
      onSubmit={mfa.submit}
      onResend={mfa.resend}
      autoSubmit
    />
  );
}
