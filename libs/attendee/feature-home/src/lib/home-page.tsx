import { Alert, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useActiveEvents } from '@festival/attendee-data-access-events';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { attendeeRoutes, safeRedirect } from '@festival/shared-util-site';
import { FestivalHero } from './festival-hero';
import { PacificQuote } from './pacific-quote';

/** `/`: the active festival; with `?redirect=` it opens the sign-in dialog (SPEC.md §2). */
export function HomePage() {
  const { t } = useTranslation('attendee');
  const events = useActiveEvents();
  const auth = useAuthSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (redirect === null || auth.authenticated || asked.current === redirect) return;
    asked.current = redirect;
    auth.requestSignIn(safeRedirect(redirect));
  }, [redirect, auth]);

  const festival = events.data?.data[0];
  return (
    <PageContainer>
      {/* The festival's name is the page's h1 once it is loaded; until then the generic welcome. */}
      {!festival && <PageHeader title={t('home.heading')} />}
      {events.isPending && (
        <Stack gap="4" aria-busy="true" aria-label={t('home.heading')}>
          <Skeleton h={{ base: '48', md: '80' }} borderRadius="2xl" />
          <Skeleton h="8" w="60%" />
          <Skeleton h="6" w="40%" />
        </Stack>
      )}
      {events.isError && (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('home.loadError')}</Alert.Title>
            <Alert.Description>{events.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void events.refetch()}>
            {t('home.retry')}
          </Button>
        </Alert.Root>
      )}
      {events.isSuccess && !festival && (
        <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
          <Text fontSize="lg">{t('home.noEvent')}</Text>
        </Box>
      )}
      {festival && <FestivalHero event={festival} callToAction={<RegisterCallToAction eventId={festival.id} />} />}
      <PacificQuote />
    </PageContainer>
  );
}

/**
 * Register: signed in, straight to the form (an existing registration opens for editing there);
 * signed out, sign up (or sign in) first and land on the form.
 */
function RegisterCallToAction({ eventId }: { eventId: string }) {
  const { t } = useTranslation('attendee');
  const auth = useAuthSession();
  const form = `${attendeeRoutes.registerEvent.getHref()}?${new URLSearchParams({ eventId })}`;
  if (auth.authenticated) {
    return (
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={form}>{t('home.register')}</RouterLink>
      </Button>
    );
  }
  return (
    <>
      <Button colorPalette="brand" size="lg" onClick={() => auth.requestSignUp(form)}>
        {t('home.register')}
      </Button>
      <Button variant="ghost" size="lg" onClick={() => auth.requestSignIn(form)}>
        {t('home.signInToRegister')}
      </Button>
    </>
  );
}
