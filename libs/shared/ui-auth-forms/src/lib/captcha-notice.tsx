import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

/**
 * The submit of a form behind the robot check (sign-in, sign-up): the notice, then the button,
 * marked unavailable until a token is ready (the form's submit does nothing before then).
 */
export function CaptchaSubmit({
  status,
  loading,
  children,
}: {
  status: CaptchaNoticeStatus;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <CaptchaNotice status={status} />
      <Button type="submit" colorPalette="brand" loading={loading} aria-disabled={status !== 'ready'}>
        {children}
      </Button>
    </>
  );
}
