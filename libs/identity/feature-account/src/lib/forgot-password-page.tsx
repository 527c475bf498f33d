import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { codeErrorOutcome, useAuthMessage, useAuthSession } from '@festival/shared-data-access-auth-session';
import { EmailRequestForm, NewPasswordForm } from '@festival/shared-ui-auth-forms';
import { PageContainer, PageHeader, showErrorToast, showSuccessToast } from '@festival/shared-ui-kit';
import { identityRoutes } from '@festival/shared-util-site';

type Step = { kind: 'request' } | { kind: 'reset'; email: string } | { kind: 'done' };

/** `/forgot-password` (SPEC.md §7): request a code by email, then set a new password with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { session } = useAuthSession();
  const text = useAuthMessage();
  const [step, setStep] = useState<Step>({ kind: 'request' });

  return (
    <PageContainer maxW="lg">
      <PageHeader title={t('forgot.title')} />
      <Box borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        {step.kind === 'request' && (
          <Stack gap="4">
            <Text color="fg.muted">{t('forgot.intro')}</Text>
            <EmailRequestForm
              label={t('forgot.title')}
              submitLabel={t('forgot.sendCode')}
              onSubmit={async ({ email }) => {
                const result = await session.forgotPassword(email);
                if (result.ok) return void setStep({ kind: 'reset', email });
                const outcome = codeErrorOutcome(result.error);
                if (outcome.kind === 'field' && outcome.field === 'email') return { email: text(outcome.message) };
                if (outcome.kind === 'field' || outcome.kind === 'toast') showErrorToast(text(outcome.message));
                return undefined;
              }}
            />
          </Stack>
        )}
        {step.kind === 'reset' && (
          <Stack gap="4">
            <Text role="status">{t('forgot.codeSent', { email: step.email })}</Text>
            <NewPasswordForm
              onSubmit={async ({ code, password }) => {
                const result = await session.confirmForgotPassword(step.email, code, password);
                if (result.ok) {
                  showSuccessToast(t('forgot.done'));
                  return void setStep({ kind: 'done' });
                }
                const outcome = codeErrorOutcome(result.error);
                if (outcome.kind === 'field')
                  return { [outcome.field === 'email' ? 'code' : outcome.field]: text(outcome.message) };
                if (outcome.kind === 'toast') showErrorToast(text(outcome.message));
                return undefined;
              }}
            />
          </Stack>
        )}
        {step.kind === 'done' && (
          <Stack gap="4" align="flex-start">
            <Text role="status">{t('forgot.done')}</Text>
            <Button asChild colorPalette="brand">
              <RouterLink to={identityRoutes.root.getHref()}>{t('forgot.toSignIn')}</RouterLink>
            </Button>
          </Stack>
        )}
      </Box>
    </PageContainer>
  );
}
