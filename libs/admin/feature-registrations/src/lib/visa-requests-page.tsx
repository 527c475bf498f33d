import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompleteVisaRequest, useVisaRequests } from '@festival/admin-data-access-registrations';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import {
  PageContainer,
  PageHeader,
  showSuccessToast,
  StatusBadge,
  useConfirm,
  useTableParams,
} from '@festival/shared-ui-kit';
import { FilterSelect, StaffList, useTableFilters } from '@festival/shared-ui-kit/staff';
import type { StaffVisaRequest } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { hasPermission } from '@festival/shared-util-permissions';
import { listQuery } from '@festival/shared-util-table-params';
import { AssistanceTabs } from './assistance-tabs';
import { RegistrationLink } from './registration-link';

const SORT_FIELDS = ['createdAt', 'name'] as const;
const FILTERS = ['status'] as const;
const STATUSES = ['PENDING', 'COMPLETED'] as const;
const nameOf = (r: StaffVisaRequest) => `${r.firstName} ${r.lastName}`.trim();

/** `/assistance/visa` (ACCOMMODATION:R): visa requests; with ACCOMMODATION:U, mark one completed. */
export function VisaRequestsPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { permissions } = useAuthSession();
  const canChange = hasPermission(permissions, 'ACCOMMODATION', 'update');
  const table = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(FILTERS);
  const query = {
    ...listQuery(table.params),
    status: filters.status as (typeof STATUSES)[number] | undefined,
  };
  const requests = useVisaRequests(query);
  const csv = useCsvExport('/assistance/visa-requests', query);
  const complete = useCompleteVisaRequest();
  const confirm = useConfirm();

  async function markCompleted(request: StaffVisaRequest) {
    const ok = await confirm({
      title: t('assistance.visa.confirmTitle'),
      body: t('assistance.visa.confirmBody', { name: nameOf(request) }),
      confirmLabel: t('assistance.visa.complete'),
    });
    if (!ok) return;
    await complete.mutateAsync(request.id);
    showSuccessToast(t('assistance.visa.done', { name: nameOf(request) }));
  }

  const action = (r: StaffVisaRequest) =>
    canChange && r.status === 'PENDING' ? (
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        aria-label={t('assistance.visa.completeLabel', { name: nameOf(r) })}
        loading={complete.isPending && complete.variables === r.id}
        onClick={() => void markCompleted(r)}
      >
        {t('assistance.visa.complete')}
      </Button>
    ) : null;
  const nameLink = (r: StaffVisaRequest) => <RegistrationLink id={r.registrationId}>{nameOf(r)}</RegistrationLink>;

  return (
    <PageContainer>
      <PageHeader title={t('assistance.visa.title')} description={t('assistance.visa.intro')} />
      <AssistanceTabs />
      <StaffList
        table={table}
        list={requests}
        search={{ label: t('assistance.search'), placeholder: t('assistance.searchPlaceholder') }}
        csv={csv}
        filters={
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            options={STATUSES.map((s) => ({ value: s, label: tStatus(`status.${s}`) }))}
            onChange={(v) => setFilter('status', v)}
          />
        }
        label={t('assistance.visa.tableLabel')}
        rowKey={(r) => r.id}
        columns={[
          { key: 'name', header: t('assistance.columns.name'), cell: nameLink },
          { key: 'email', header: t('assistance.columns.email'), cell: (r) => r.email ?? '—' },
          {
            key: 'passport',
            header: t('assistance.columns.passport'),
            cell: (r) => `${r.passportCountryId} / ${r.nationalityCountryId}`,
          },
          {
            key: 'dates',
            header: t('assistance.columns.dates'),
            cell: (r) =>
              t('registration.dates', {
                from: formatDisplayDate(r.arrivalDate),
                to: formatDisplayDate(r.departureDate),
              }),
          },
          {
            key: 'letter',
            header: t('assistance.columns.letter'),
            cell: (r) => (r.needsInvitationLetter ? t('assistance.yes') : t('assistance.no')),
          },
          { key: 'status', header: t('assistance.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
        ]}
        actions={canChange ? { header: t('assistance.columns.actions'), cell: action } : undefined}
        loadingText={t('assistance.loading')}
        emptyText={t('assistance.empty')}
      />
    </PageContainer>
  );
}
