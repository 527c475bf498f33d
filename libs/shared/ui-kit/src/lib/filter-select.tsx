import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface FilterSelectProps {
  label: string;
  /** The chosen value; undefined for "All". */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
}

/** One filter of a site table: a labelled select whose first choice is "All". */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation('admin');
  return (
    <Field.Root width={{ base: 'full', sm: 'auto' }} minW={{ sm: '44' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)}>
          <option value="">{t('filters.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
