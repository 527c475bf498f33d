import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useEvent } from '@festival/attendee-data-access-events';
import type { Registration } from '@festival/shared-util-api-contracts';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';
import { NotRegistered } from './not-registered';
import { SectionNav } from './section-nav';
import { useOwnRegistration } from './use-own-registration';

export interface RegistrationFrameProps {
  /** The EVENT id of the route: a user has one registration per event. */
  eventId: string;
  title: string;
  children: (registration: Registration) => ReactNode;
}

/**
 * What every page of one registration shares: the title with the event's name, Edit
 * registration, the section links, and the loading, not-registered (404) and error states.
 */
export function RegistrationFrame({ eventId, title, children }: RegistrationFrameProps) {
  const { t } = useTranslation('registered');
  const own = useOwnRegistration(eventId);
  // Only for a registration that exists: an unknown event would otherwise raise a second error.
  const event = useEvent(own.state === 'ready' ? eventId : '');
  const editLink = (
    <Button asChild variant="outline" colorPalette="brand">
      <RouterLink to={attendeeRoutes.editRegisterEvent.getHref({ id: eventId })}>
        {t('shared.editRegistration')}
      </RouterLink>
    </Button>
  );
  return (
    <PageContainer>
      <PageHeader title={title} description={event.data?.name} actions={own.state === 'ready' ? editLink : undefined} />
      {own.state === 'loading' && <LoadingState />}
      {own.state === 'not-registered' && <NotRegistered eventId={eventId} />}
      {own.state === 'error' && <LoadError error={own.error} onRetry={own.retry} />}
      {own.state === 'ready' && (
        <>
          <SectionNav eventId={eventId} type={own.registration.type} />
          {children(own.registration)}
        </>
      )}
    </PageContainer>
  );
}
