import { Fieldset, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  slotKeyOf,
  timeSlotOf,
  weekIndexOf,
  availabilityWeeks,
  type ShiftType,
  type TimeSlot,
} from '@festival/shared-util-registration';
import { AvailabilityGrid } from './availability-grid';

export interface AvailabilityFieldProps {
  name: string;
  label: string;
  days: readonly string[];
  disabled?: boolean;
}

/** The grid as a Formik field holding stored time slots (`{ startDate, type }[]`), its error announced. */
export function AvailabilityField({ name, label, days, disabled }: AvailabilityFieldProps) {
  const { t } = useTranslation('volunteer');
  const [field, meta, helpers] = useField<TimeSlot[]>(name);
  const helpId = useId();
  const errorId = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const keys = useMemo(
    () => (field.value ?? []).map((slot) => slotKeyOf(slot)).filter((key): key is string => key !== null),
    [field.value],
  );
  // Open on the week of the first shift already chosen (an update), else the festival's first.
  const initialWeek = useMemo(
    () => (keys.length ? weekIndexOf(availabilityWeeks(days), [...keys].sort()[0].slice(0, 10)) : 0),
    // Only when the grid first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [days],
  );
  const change = (next: string[]) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(
      next.map((key) => timeSlotOf(key.slice(0, 10), key.slice(11) as ShiftType)),
      true,
    );
  };
  return (
    <Fieldset.Root invalid={invalid} disabled={disabled}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {label}
      </Fieldset.Legend>
      <Text id={helpId} fontSize="sm" color="fg.muted">
        {t('grid.help')}
      </Text>
      <AvailabilityGrid
        days={days}
        value={keys}
        onChange={change}
        initialWeek={initialWeek}
        invalid={invalid}
        disabled={disabled}
        describedBy={invalid ? `${helpId} ${errorId}` : helpId}
      />
      {invalid && (
        <Fieldset.ErrorText id={errorId} role="alert">
          {meta.error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}
