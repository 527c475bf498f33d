import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface SignInPlaceholderProps {
  redirect?: string | null;
}

/** The body of the sign-in dialog until the identity feature brings the real one. */
export function SignInPlaceholder({ redirect }: SignInPlaceholderProps) {
  const { t } = useTranslation('attendee');
  return (
    <Stack gap="3">
      <Text>{t('signIn.placeholderBody')}</Text>
      {redirect && (
        <Text color="fg.muted" fontSize="sm">
          {t('signIn.requestedPage', { path: redirect })}
        </Text>
      )}
    </Stack>
  );
}
