import { useTranslation } from 'react-i18next';
import { useSetVolunteerStatus } from '@festival/admin-data-access-volunteers';
import { showSuccessToast, useConfirm } from '@festival/shared-ui-kit';
import type { VolunteerStatusValue } from '@festival/shared-util-api-contracts';
import { personName } from '@festival/shared-util-registration';

/** Moves an application after a confirmation, then says so. */
export function useDecideVolunteer() {
  const { t } = useTranslation('admin');
  const { t: tStatus } = useTranslation('registered');
  const setStatus = useSetVolunteerStatus();
  const confirm = useConfirm();
  async function decide(volunteer: { id: string; firstName: string; lastName: string }, to: VolunteerStatusValue) {
    const move = t(`volunteers.moves.${to}`);
    const name = personName(volunteer, '—');
    const status = tStatus(`status.${to}`);
    const ok = await confirm({
      title: t('volunteers.confirmTitle', { move }),
      body: t('volunteers.confirmBody', { name, status }),
      confirmLabel: move,
    });
    if (!ok) return;
    await setStatus.mutateAsync({ id: volunteer.id, status: to });
    showSuccessToast(t('volunteers.moved', { name, status }));
  }
  return { decide, isPending: setStatus.isPending };
}
