import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The success screen after sign-up, with Sign In (SPEC.md §2, §4). */
export function SignUpSuccessBody({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('auth');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Stack gap="4" align="center" textAlign="center" py="2">
      <Text fontSize="4xl" aria-hidden="true" color="green.600">
        ✓
      </Text>
      <Text>{t('signUpSuccess.body')}</Text>
      <Button ref={button} colorPalette="brand" onClick={onSignIn}>
        {t('signUpSuccess.signIn')}
      </Button>
    </Stack>
  );
}
