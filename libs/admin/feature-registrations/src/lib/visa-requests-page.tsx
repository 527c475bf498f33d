import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompleteVisaRequest, useVisaRequests } from '@festival/admin-data-access-registrations';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { showSuccessToast, useConfirm } from '@festival/shared-ui-kit';
import type { StaffVisaRequest } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { personName } from '@festival/shared-util-registration';
import { AssistanceDesk } from './assistance-desk';
import { useAssistanceDesk } from './use-assistance-desk';

const FILTERS = ['status'] as const;
const STATUSES = ['PENDING', 'COMPLETED'] as const;

/** `/assistance/visa` (ACCOMMODATION:R): visa requests; with ACCOMMODATION:U, mark one completed. */
export function VisaRequestsPage() {
  const { t } = useTranslation('admin');
  const { canChange, listParams, status, deskProps } = useAssistanceDesk(FILTERS, STATUSES);
  const query = { ...listParams, status };
  const requests = useVisaRequests(query);
  const csv = useCsvExport('/assistance/visa-requests', query);
  const complete = useCompleteVisaRequest();
  const confirm = useConfirm();

  async function markCompleted(request: StaffVisaRequest) {
    const ok = await confirm({
      title: t('assistance.visa.confirmTitle'),
      body: t('assistance.visa.confirmBody', { name: personName(request) }),
      confirmLabel: t('assistance.visa.complete'),
    });
    if (!ok) return;
    await complete.mutateAsync(request.id);
    showSuccessToast(t('assistance.visa.done', { name: personName(request) }));
  }

  const action = (r: StaffVisaRequest) =>
    canChange && r.status === 'PENDING' ? (
      <Button
        size="xs"
        variant="outline"
        colorPalette="brand"
        aria-label={t('assistance.visa.completeLabel', { name: personName(r) })}
        loading={complete.isPending && complete.variables === r.id}
        onClick={() => void markCompleted(r)}
      >
        {t('assistance.visa.complete')}
      </Button>
    ) : null;

  return (
    <AssistanceDesk
      title={t('assistance.visa.title')}
      intro={t('assistance.visa.intro')}
      tableLabel={t('assistance.visa.tableLabel')}
      {...deskProps}
      list={requests}
      csv={csv}
      columns={[
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
      ]}
      actions={canChange ? action : undefined}
    />
  );
}
