import { Alert, Box, Button, Flex, Heading, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, useEvent, useEventAvailableSlot, useIsRegistered } from '@festival/shared-data-access-api-client';
import { PageContainer } from '@festival/shared-ui-kit';
import { formatDisplayDate } from '@festival/shared-util-dates';
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
  const timeZone = e.timezone || undefined;
  const full = slots.data !== undefined && slots.data <= 0;
  return (
    <PageContainer>
      <Box
        as="article"
        aria-labelledby="preview-event-name"
        borderRadius="2xl"
        overflow="hidden"
        bg="bg"
        boxShadow="lg"
      >
        <Box h={{ base: '48', md: '72' }} bg="ocean.800">
          <Image
            src={e.bannerImage}
            alt={t('preview.bannerAlt', { name: e.name })}
            w="full"
            h="full"
            objectFit="cover"
          />
        </Box>
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" p={{ base: '5', md: '8' }}>
          <Image
            src={e.logoImage}
            alt={t('preview.logoAlt', { name: e.name })}
            boxSize={{ base: '20', md: '28' }}
            mt={{ base: '-16', md: '-20' }}
            borderRadius="xl"
            borderWidth="4px"
            borderColor="bg"
            bg="bg"
            objectFit="contain"
            position="relative"
          />
          <Stack gap="4" flex="1">
            <Heading as="h1" id="preview-event-name" size={{ base: '2xl', md: '3xl' }}>
              {e.name}
            </Heading>
            <Stack as="dl" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }}>
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('preview.dates')}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {t('preview.dateRange', {
                    start: formatDisplayDate(e.startDate, timeZone),
                    end: formatDisplayDate(e.endDate, timeZone),
                  })}
                </Text>
              </Box>
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('preview.location')}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {e.location}
                </Text>
              </Box>
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('preview.placesLeft')}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {slots.data === undefined ? '…' : t('preview.placesLeftValue', { count: Math.max(0, slots.data) })}
                </Text>
              </Box>
            </Stack>
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
                    <RouterLink to={attendeeRoutes.editRegisterEvent.getHref({ id: e.id })}>
                      {t('preview.edit')}
                    </RouterLink>
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
          </Stack>
        </Flex>
      </Box>
    </PageContainer>
  );
}
