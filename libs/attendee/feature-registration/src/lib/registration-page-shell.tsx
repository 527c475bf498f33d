import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';

export interface RegistrationPageShellProps {
  title: string;
  /** Loading and failed show their message instead of the children. */
  state?: 'ready' | 'loading' | 'failed';
  retry?: () => unknown;
  children?: ReactNode;
}

/** The frame of the registration pages: title, then the form, a loading line or a retry. */
export function RegistrationPageShell({ title, state = 'ready', retry, children }: RegistrationPageShellProps) {
  const { t } = useTranslation('registration');
  return (
    <PageContainer>
      <PageHeader title={title} description={t('page.description')} />
      <Stack gap="6">
        {state === 'loading' && (
          <Stack direction="row" align="center" gap="3" role="status">
            <Spinner size="sm" />
            <Text>{t('page.loading')}</Text>
          </Stack>
        )}
        {state === 'failed' && (
          <>
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('page.loadFailed')}</Alert.Title>
            </Alert.Root>
            {retry && (
              <Button alignSelf="flex-start" onClick={() => retry()}>
                {t('page.retry')}
              </Button>
            )}
          </>
        )}
        {state === 'ready' && children}
      </Stack>
    </PageContainer>
  );
}
