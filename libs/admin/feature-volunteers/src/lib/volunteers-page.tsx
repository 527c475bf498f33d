import { Button, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useVolunteers } from '@festival/admin-data-access-volunteers';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { PageContainer, PageHeader, StatusBadge, useTableParams } from '@festival/shared-ui-kit';
import { FilterSelect, StaffList, useTableFilters } from '@festival/shared-ui-kit/staff';
import type { StaffVolunteerSummary, VolunteerStatusValue } from '@festival/shared-util-api-contracts';
import { hasPermission } from '@festival/shared-util-permissions';
import { personName, VOLUNTEER_STATUSES } from '@festival/shared-util-registration';
import { adminRoutes } from '@festival/shared-util-site';
import { listQuery } from '@festival/shared-util-table-params';
import { useDecideVolunteer } from './use-decide-volunteer';
import { movesFrom } from './volunteer-moves';
import { VolunteerTabs } from './volunteer-tabs';

const SORT_FIELDS = ['createdAt', 'name', 'status'] as const;
const FILTERS = ['status'] as const;

/** `/volunteers` (VOLUNTEER:R): the applications; with VOLUNTEER:U, approve or waitlist them. */
export function VolunteersPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'VOLUNTEER', 'update');
  const table = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(FILTERS);
  const query = {
    ...listQuery(table.params),
    status: filters.status as VolunteerStatusValue | undefined,
  };
  const volunteers = useVolunteers(query);
  const csv = useCsvExport('/volunteers', query);
  const { decide, isPending } = useDecideVolunteer();

  const actions = (v: StaffVolunteerSummary) =>
    canChange ? (
      <HStack gap="2" wrap="wrap">
        {movesFrom(v.status).map((to) => (
          <Button
            key={to}
            size="xs"
            variant={to === 'APPROVED' ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-label={t('volunteers.moveLabel', { move: t(`volunteers.moves.${to}`), name: personName(v, '—') })}
            disabled={isPending}
            onClick={() => void decide(v, to)}
          >
            {t(`volunteers.moves.${to}`)}
          </Button>
        ))}
      </HStack>
    ) : null;
  const nameLink = (v: StaffVolunteerSummary) => (
    <Link asChild fontWeight="medium">
      <RouterLink to={adminRoutes.volunteer.getHref({ id: v.id })}>{personName(v, '—')}</RouterLink>
    </Link>
  );

  return (
    <PageContainer>
      <PageHeader title={t('volunteers.title')} description={t('volunteers.intro')} />
      <VolunteerTabs />
      <StaffList
        table={table}
        list={volunteers}
        search={{ label: t('volunteers.search'), placeholder: t('volunteers.searchPlaceholder') }}
        csv={csv}
        filters={
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            options={VOLUNTEER_STATUSES.map((s) => ({ value: s, label: tStatus(`status.${s}`) }))}
            onChange={(v) => setFilter('status', v)}
          />
        }
        label={t('volunteers.tableLabel')}
        rowKey={(v) => v.id}
        columns={[
          { key: 'name', header: t('volunteers.columns.name'), cell: nameLink },
          { key: 'email', header: t('volunteers.columns.email'), cell: (v) => v.email },
          { key: 'offered', header: t('volunteers.columns.offered'), cell: (v) => v.offeredCount },
          { key: 'assigned', header: t('volunteers.columns.assigned'), cell: (v) => v.assignedCount },
          { key: 'status', header: t('volunteers.columns.status'), cell: (v) => <StatusBadge status={v.status} /> },
        ]}
        actions={canChange ? { header: t('volunteers.columns.actions'), cell: actions } : undefined}
        loadingText={t('volunteers.loading')}
        emptyText={t('volunteers.empty')}
      />
    </PageContainer>
  );
}
