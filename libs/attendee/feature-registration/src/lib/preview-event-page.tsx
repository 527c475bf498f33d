import { Alert, Button, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound } from '@festival/shared-data-access-api-client';
import { useEvent } from '@festival/attendee-data-access-events';
import { EventFacts, EventHero } from '@festival/attendee-ui-event';
import { useEventAvailableSlot, useIsRegistered } from '@festival/attendee-data-access-registrations';
import { PageContainer } from '@festival/shared-ui-kit';
import { eventDateRange } from '@festival/shared-util-dates';
import { attendeeRoutes } from '@festival/shared-util-site';

/** /preview-event/:id — the event at a glance, with Register (or the caller's registration). */
export function PreviewEventPage() {
  const { t } = useTranslation('registration');
  const { id = '' } = useParams<{ id: string }>();
  const event = useEvent(id);
  const slots = useEventAvailableSlot(id);
  const registered = useIsRegistered(id);

  if (event.isPending) {
    return (
      <PageContainer>
        <Flex role="status" align="center" gap="3">
          <Spinner size="sm" />
          <Text>{t('page.loading')}</Text>
        </Flex>
      </PageContainer>
    );
  }
  if (event.isError) {
    return (
      <PageContainer>
        <Heading as="h1" size="2xl" mb="4">
          {t('preview.title')}
        </Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{isNotFound(event.error) ? t('preview.notFound') : t('preview.loadFailed')}</Alert.Title>
        </Alert.Root>
      </PageContainer>
    );
  }

  const e = event.data;
  const full = slots.data !== undefined && slots.data <= 0;
  return (
    <PageContainer>
      <EventHero
        event={e}
        bannerAlt={t('preview.bannerAlt', { name: e.name })}
        logoAlt={t('preview.logoAlt', { name: e.name })}
        headingId="preview-event-name"
        bannerHeight={{ base: '48', md: '72' }}
      >
        <EventFacts
          facts={[
            {
              label: t('preview.dates'),
              value: t('preview.dateRange', eventDateRange(e)),
            },
            { label: t('preview.location'), value: e.location },
            {
              label: t('preview.placesLeft'),
              value: slots.data === undefined ? '…' : t('preview.placesLeftValue', { count: Math.max(0, slots.data) }),
            },
          ]}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('preview.timeZoneNote')}
        </Text>
        {e.description && (
          <Text fontSize="lg" whiteSpace="pre-line">
            {e.description}
          </Text>
        )}
        {full && registered.data === false && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('preview.full')}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="3" wrap="wrap">
          {registered.data === true ? (
            <>
              <Button asChild colorPalette="brand">
                <RouterLink to={attendeeRoutes.registeredInformationId.getHref({ id: e.id })}>
                  {t('preview.view')}
                </RouterLink>
              </Button>
              <Button asChild variant="outline" colorPalette="brand">
                <RouterLink to={attendeeRoutes.editRegisterEvent.getHref({ id: e.id })}>{t('preview.edit')}</RouterLink>
              </Button>
            </>
          ) : registered.data === false && !full ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={`${attendeeRoutes.registerEvent.getHref()}?eventId=${encodeURIComponent(e.id)}`}>
                {t('preview.register')}
              </RouterLink>
            </Button>
          ) : null}
        </Flex>
      </EventHero>
    </PageContainer>
  );
}
