import { Button, Center, Link, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useEvent } from '@festival/admin-data-access-events';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, StatusBadge } from '@festival/shared-ui-kit';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { adminRoutes } from '@festival/shared-util-site';
import { ActivitiesTable } from './activities-table';
import { DelegationKeysPanel } from './delegation-keys-panel';
import { useEventFormDialog } from './use-event-dialogs';

/**
 * `/events/:id` (EVENT:R): the event with Edit (EVENT:U), its activities (EVENT_MANAGEMENT) and its
 * delegation keys (create EVENT:C, revoke EVENT:D).
 */
export function EventPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const { permissions } = useAuthSession();
  const event = useEvent(id);
  const openForm = useEventFormDialog();
  const can = (resource: 'EVENT' | 'EVENT_MANAGEMENT', action: 'view' | 'create' | 'update' | 'delete') =>
    hasPermission(permissions, resource, action);

  if (event.isPending)
    return (
      <Center py="16" role="status" gap="3">
        <Spinner size="sm" />
        <Text>{t('events.loading')}</Text>
      </Center>
    );
  if (!event.data)
    return (
      <PageContainer>
        <Text>{t('events.notFound')}</Text>
      </PageContainer>
    );
  const data = event.data;
  return (
    <PageContainer>
      <Link asChild mb="2" fontSize="sm">
        <RouterLink to={adminRoutes.events.getHref()}>← {t('events.backToEvents')}</RouterLink>
      </Link>
      <PageHeader
        title={data.name}
        description={t('events.summary', {
          start: formatDisplayDate(data.startDate),
          end: formatDisplayDate(data.endDate),
          location: data.location,
        })}
        actions={
          can('EVENT', 'update') && (
            <Button variant="outline" onClick={() => openForm(data)}>
              {t('events.editEvent')}
            </Button>
          )
        }
      />
      <StatusBadge status={data.status} mb="6" />
      <Stack gap="10">
        {can('EVENT_MANAGEMENT', 'view') ? (
          <ActivitiesTable
            eventId={id}
            canCreate={can('EVENT_MANAGEMENT', 'create')}
            canUpdate={can('EVENT_MANAGEMENT', 'update')}
          />
        ) : (
          <Text color="fg.muted">{t('events.activities.noPermission')}</Text>
        )}
        <Separator />
        <DelegationKeysPanel eventId={id} canCreate={can('EVENT', 'create')} canRevoke={can('EVENT', 'delete')} />
      </Stack>
    </PageContainer>
  );
}
