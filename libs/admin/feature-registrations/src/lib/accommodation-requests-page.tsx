import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAccommodationRequests, useSetAccommodationStatus } from '@festival/admin-data-access-registrations';
import { useCsvExport } from '@festival/shared-data-access-api-client/export';
import { showSuccessToast, useConfirm } from '@festival/shared-ui-kit';
import { FilterSelect } from '@festival/shared-ui-kit/staff';
import type { AccommodationStatus, RoomSharing, StaffAccommodationRequest } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { personName } from '@festival/shared-util-registration';
import { AssistanceDesk } from './assistance-desk';
import { useAssistanceDesk } from './use-assistance-desk';

const FILTERS = ['status', 'roomSharing'] as const;
const STATUSES: readonly AccommodationStatus[] = ['NOT_RESERVED', 'RESERVED', 'WAITLIST'];
const SHARING: readonly RoomSharing[] = ['SINGLE', 'SHARE_WITH_GROUP', 'SHARE_WITH_ANYONE'];
type DeskMove = 'RESERVED' | 'WAITLIST';

/** `/assistance/accommodation` (ACCOMMODATION:R): room requests; with ACCOMMODATION:U, reserve or waitlist. */
export function AccommodationRequestsPage() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const { canChange, filters, setFilter, listParams, status, deskProps } = useAssistanceDesk(FILTERS, STATUSES);
  const query = {
    ...listParams,
    status,
    roomSharing: filters.roomSharing as RoomSharing | undefined,
  };
  const requests = useAccommodationRequests(query);
  const csv = useCsvExport('/assistance/accommodation-requests', query);
  const setStatus = useSetAccommodationStatus();
  const confirm = useConfirm();

  async function decide(request: StaffAccommodationRequest, status: DeskMove) {
    const label = tStatus(`status.${status}`);
    const ok = await confirm({
      title: t(
        status === 'RESERVED'
          ? 'assistance.accommodation.confirmReserveTitle'
          : 'assistance.accommodation.confirmWaitlistTitle',
      ),
      body: t('assistance.accommodation.confirmBody', { name: personName(request), status: label }),
      confirmLabel: t(status === 'RESERVED' ? 'assistance.accommodation.reserve' : 'assistance.accommodation.waitlist'),
    });
    if (!ok) return;
    await setStatus.mutateAsync({ id: request.id, status });
    showSuccessToast(t('assistance.accommodation.done', { name: personName(request), status: label }));
  }

  const actions = (r: StaffAccommodationRequest) => {
    if (!canChange) return null;
    const moves = (['RESERVED', 'WAITLIST'] as const).filter((s) => s !== r.status);
    return (
      <HStack gap="2">
        {moves.map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'RESERVED' ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-label={t(
              status === 'RESERVED'
                ? 'assistance.accommodation.reserveLabel'
                : 'assistance.accommodation.waitlistLabel',
              { name: personName(r) },
            )}
            disabled={setStatus.isPending}
            onClick={() => void decide(r, status)}
          >
            {t(status === 'RESERVED' ? 'assistance.accommodation.reserve' : 'assistance.accommodation.waitlist')}
          </Button>
        ))}
      </HStack>
    );
  };

  return (
    <AssistanceDesk
      title={t('assistance.accommodation.title')}
      intro={t('assistance.accommodation.intro')}
      tableLabel={t('assistance.accommodation.tableLabel')}
      {...deskProps}
      list={requests}
      csv={csv}
      filters={
        <FilterSelect
          label={t('filters.roomSharing')}
          value={filters.roomSharing}
          options={SHARING.map((s) => ({ value: s, label: t(`roomSharing.${s}`) }))}
          onChange={(v) => setFilter('roomSharing', v)}
        />
      }
      columns={[
        {
          key: 'dates',
          header: t('assistance.columns.dates'),
          cell: (r) =>
            t('registration.dates', {
              from: formatDisplayDate(r.checkInDate),
              to: formatDisplayDate(r.checkOutDate),
            }),
        },
        { key: 'sharing', header: t('assistance.columns.sharing'), cell: (r) => t(`roomSharing.${r.roomSharing}`) },
        { key: 'needs', header: t('assistance.columns.needs'), cell: (r) => r.specialNeeds ?? '—' },
      ]}
      actions={canChange ? actions : undefined}
    />
  );
}
