import { Button, Flex, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';
import { useOwnRegistration } from './use-own-registration';

/** The caller's registration for the festival, and the next step: register, or view and edit. */
export function NextAction({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registered');
  const own = useOwnRegistration(eventId);
  if (own.state === 'loading') return <LoadingState lines={1} />;
  if (own.state === 'error') return <LoadError error={own.error} onRetry={own.retry} />;
  if (own.state === 'not-registered') {
    return (
      <Flex gap="4" align="center" wrap="wrap">
        <Text>{t('dashboard.notRegistered')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={attendeeRoutes.previewEvent.getHref({ id: eventId })}>{t('shared.registerNow')}</RouterLink>
        </Button>
      </Flex>
    );
  }
  const { registration } = own;
  return (
    <Stack gap="3">
      <Flex gap="2" align="center">
        <Text>{t('shared.registrationStatus')}:</Text>
        <StatusBadge status={registration.status} size="lg" />
        <Text color="fg.muted">({t(`type.${registration.type}`)})</Text>
      </Flex>
      <Wrap gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to={attendeeRoutes.registeredInformationId.getHref({ id: eventId })}>
            {t('shared.viewRegistration')}
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={attendeeRoutes.editRegisterEvent.getHref({ id: eventId })}>
            {t('shared.editRegistration')}
          </RouterLink>
        </Button>
      </Wrap>
    </Stack>
  );
}
