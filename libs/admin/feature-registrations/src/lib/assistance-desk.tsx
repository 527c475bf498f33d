import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader, StatusBadge } from '@festival/shared-ui-kit';
import { FilterSelect, StaffList, type StaffListProps, type StaffTableColumn } from '@festival/shared-ui-kit/staff';
import { personName } from '@festival/shared-util-registration';
import { AssistanceTabs } from './assistance-tabs';
import { RegistrationLink } from './registration-link';

/** What every assistance request tells of who asked, and its status (StaffVisaRequest, StaffAccommodationRequest). */
export interface AssistanceRequestRow {
  id: string;
  registrationId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  status: string;
}

export interface AssistanceDeskProps<Row extends AssistanceRequestRow, F extends string> extends Pick<
  StaffListProps<Row, F>,
  'table' | 'list' | 'csv'
> {
  title: string;
  intro: string;
  tableLabel: string;
  /** The status filter (the desk's statuses, the URL's value); the desk's other filters follow it. */
  statusFilter: {
    statuses: readonly Row['status'][];
    value: string | undefined;
    onChange: (value: string | null) => void;
  };
  filters?: ReactNode;
  /** The request's own columns, between who asked (name, email) and the status. */
  columns: StaffTableColumn<Row, F>[];
  /** A row's actions; none for staff who may only read the requests. */
  actions?: (row: Row) => ReactNode;
}

/**
 * An assistance desk's page (visa, accommodation): the desks' tabs, then the requests with who asked
 * (a link to the registration), what they asked for, the status, and what the desk may do.
 */
export function AssistanceDesk<Row extends AssistanceRequestRow, F extends string>({
  title,
  intro,
  tableLabel,
  table,
  list,
  csv,
  statusFilter,
  filters,
  columns,
  actions,
}: AssistanceDeskProps<Row, F>) {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  return (
    <PageContainer>
      <PageHeader title={title} description={intro} />
      <AssistanceTabs />
      <StaffList
        table={table}
        list={list}
        search={{ label: t('assistance.search'), placeholder: t('assistance.searchPlaceholder') }}
        csv={csv}
        filters={
          <>
            <FilterSelect
              label={t('filters.status')}
              value={statusFilter.value}
              options={statusFilter.statuses.map((s) => ({ value: s, label: tStatus(`status.${s}`) }))}
              onChange={statusFilter.onChange}
            />
            {filters}
          </>
        }
        label={tableLabel}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'name',
            header: t('assistance.columns.name'),
            cell: (r) => <RegistrationLink id={r.registrationId}>{personName(r)}</RegistrationLink>,
          },
          { key: 'email', header: t('assistance.columns.email'), cell: (r) => r.email ?? '—' },
          ...columns,
          { key: 'status', header: t('assistance.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
        ]}
        actions={actions ? { header: t('assistance.columns.actions'), cell: actions } : undefined}
        loadingText={t('assistance.loading')}
        emptyText={t('assistance.empty')}
      />
    </PageContainer>
  );
}
