import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { slotKeyOf, type ShiftType } from '@festival/shared-util-registration';

/** "06/07/2027, Morning": a shift as the desk reads it (the day in the festival's time zone). */
export function useShiftLabel() {
  const { t } = useTranslation('admin');
  const { t: tVolunteer } = useTranslation('volunteer');
  return (shift: { startDate: string; type: ShiftType }, timeZone?: string) => {
    const key = slotKeyOf(shift, timeZone);
    const day = key ? key.slice(0, 10) : shift.startDate;
    return t('volunteers.shift', { day: formatDisplayDate(day), shift: tVolunteer(`shifts.${shift.type}`) });
  };
}
