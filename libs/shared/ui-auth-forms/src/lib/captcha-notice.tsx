import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type CaptchaNoticeStatus = 'idle' | 'solving' | 'ready' | 'failed';

/** Says why Submit does nothing yet: the background robot check is still running (SPEC.md §7). */
export function CaptchaNotice({ status }: { status: CaptchaNoticeStatus }) {
  const { t } = useTranslation('auth');
  if (status === 'ready') return null;
  return (
    <HStack gap="2" color="fg.muted" fontSize="sm" role="status" aria-live="polite">
      {status !== 'failed' && <Spinner size="xs" aria-hidden="true" />}
      <Text>{status === 'failed' ? t('captcha.failed') : t('captcha.preparing')}</Text>
    </HStack>
  );
}
