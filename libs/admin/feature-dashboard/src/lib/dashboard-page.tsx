import { Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '@festival/admin-data-access-registrations';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { hasPermission } from '@festival/shared-util-permissions';
import { DashboardTiles } from './dashboard-tiles';

export interface DashboardPageProps {
  /** What staff without ATTENDEE:R see on the home page instead. */
  fallback: ReactNode;
}

/** The admin home for staff who may read registrations (ATTENDEE:R): the day's counts. */
export function DashboardPage({ fallback }: DashboardPageProps) {
  const { permissions } = useAuthSession();
  if (!hasPermission(permissions, 'ATTENDEE', 'view')) return <>{fallback}</>;
  return <Counts />;
}

function Counts() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  return (
    <PageContainer>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.intro')} />
      {dashboard.data ? (
        <DashboardTiles dashboard={dashboard.data} />
      ) : dashboard.isError ? (
        <Text role="alert">{t('dashboard.failed')}</Text>
      ) : (
        <Center py="8" role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('dashboard.loading')}</Text>
        </Center>
      )}
    </PageContainer>
  );
}
