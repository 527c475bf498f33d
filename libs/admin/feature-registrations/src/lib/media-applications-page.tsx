import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMediaApplications, useSetMediaStatus } from '@festival/admin-data-access-registrations';
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
import {
  isHttpLink,
  type MediaApplicationStatus,
  type StaffMediaApplication,
} from '@festival/shared-util-api-contracts';
import { MEDIA_ROLES } from '@festival/shared-util-form-schemas';
import { hasPermission } from '@festival/shared-util-permissions';
import { MEDIA_APPLICATION_STATUSES, MEDIA_TRANSITIONS, personName } from '@festival/shared-util-registration';
import { listQuery } from '@festival/shared-util-table-params';
import { FilePreviewButton } from './file-preview-button';

const SORT_FIELDS = ['createdAt', 'organisation', 'status'] as const;
const FILTERS = ['status', 'role'] as const;

/** `/media` (MEDIA:R): media applications; with MEDIA:U, accredit, reject, reopen or archive. */
export function MediaApplicationsPage() {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation('media');
  const { permissions } = useAuthSession();
  const canDecide = hasPermission(permissions, 'MEDIA', 'update');
  const table = useTableParams(SORT_FIELDS);
  const { filters, setFilter } = useTableFilters(FILTERS);
  const query = {
    ...listQuery(table.params),
    status: filters.status as MediaApplicationStatus | undefined,
    role: filters.role as (typeof MEDIA_ROLES)[number] | undefined,
  };
  const applications = useMediaApplications(query);
  const csv = useCsvExport('/media-applications', query);
  const move = useSetMediaStatus();
  const confirm = useConfirm();

  async function decide(r: StaffMediaApplication, status: MediaApplicationStatus) {
    const verb = tm(`desk.moves.${status}`);
    const ok = await confirm({
      title: tm('desk.confirmTitle', { verb }),
      body: tm('desk.confirmBody', { verb, name: personName(r, r.email), organisation: r.organisation }),
      confirmLabel: verb,
    });
    if (!ok) return;
    await move.mutateAsync({ id: r.id, status });
    showSuccessToast(tm('desk.done', { name: personName(r, r.email), status: tm(`statuses.${status}`) }));
  }

  const actions = (r: StaffMediaApplication) =>
    canDecide && MEDIA_TRANSITIONS[r.status].length > 0 ? (
      <HStack gap="2" wrap="wrap">
        {MEDIA_TRANSITIONS[r.status].map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'APPROVED' ? 'solid' : 'outline'}
            colorPalette={status === 'REJECTED' ? 'red' : 'brand'}
            aria-label={tm('desk.moveLabel', { verb: tm(`desk.moves.${status}`), name: personName(r, r.email) })}
            loading={move.isPending && move.variables?.id === r.id && move.variables.status === status}
            onClick={() => void decide(r, status)}
          >
            {tm(`desk.moves.${status}`)}
          </Button>
        ))}
      </HStack>
    ) : null;

  const review = (r: StaffMediaApplication) => (
    <Stack gap="1" fontSize="sm">
      <Text lineClamp={3} title={r.coveragePlan}>
        {r.coveragePlan}
      </Text>
      <HStack gap="3" wrap="wrap">
        <FilePreviewButton
          filePath={r.pressCredentialFile}
          label={tm('desk.credential')}
          title={tm('desk.credentialOf', { name: personName(r, r.email) })}
        />
        {r.portfolioFile && (
          <FilePreviewButton
            filePath={r.portfolioFile}
            label={tm('desk.portfolioFile')}
            title={tm('desk.portfolioOf', { name: personName(r, r.email) })}
          />
        )}
        {r.portfolioUrl && isHttpLink(r.portfolioUrl) && (
          <Link href={r.portfolioUrl} target="_blank" rel="noreferrer noopener" colorPalette="brand">
            {tm('desk.portfolio')}
          </Link>
        )}
        {r.website && isHttpLink(r.website) && (
          <Link href={r.website} target="_blank" rel="noreferrer noopener" colorPalette="brand">
            {tm('desk.website')}
          </Link>
        )}
      </HStack>
    </Stack>
  );

  return (
    <PageContainer>
      <PageHeader title={tm('desk.title')} description={tm('desk.intro')} />
      <StaffList
        table={table}
        list={applications}
        search={{ label: tm('desk.search'), placeholder: tm('desk.searchPlaceholder') }}
        csv={csv}
        filters={
          <>
            <FilterSelect
              label={t('filters.status')}
              value={filters.status}
              options={MEDIA_APPLICATION_STATUSES.map((s) => ({ value: s, label: tm(`statuses.${s}`) }))}
              onChange={(v) => setFilter('status', v)}
            />
            <FilterSelect
              label={tm('desk.columns.role')}
              value={filters.role}
              options={MEDIA_ROLES.map((r) => ({ value: r, label: tm(`roles.${r}`) }))}
              onChange={(v) => setFilter('role', v)}
            />
          </>
        }
        label={tm('desk.tableLabel')}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'name',
            header: tm('desk.columns.name'),
            cell: (r) => (
              <>
                <Text fontWeight="medium">{personName(r, r.email)}</Text>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {r.email}
                </Text>
              </>
            ),
          },
          {
            key: 'organisation',
            header: tm('desk.columns.organisation'),
            cell: (r) => `${r.organisation} (${r.outletCountry})`,
          },
          { key: 'role', header: tm('desk.columns.role'), cell: (r) => tm(`roles.${r.role}`) },
          { key: 'review', header: tm('desk.columns.review'), cell: review },
          { key: 'status', header: tm('desk.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
        ]}
        actions={canDecide ? { header: tm('desk.columns.actions'), cell: actions } : undefined}
        loadingText={tm('desk.loading')}
        emptyText={tm('desk.empty')}
      />
    </PageContainer>
  );
}
