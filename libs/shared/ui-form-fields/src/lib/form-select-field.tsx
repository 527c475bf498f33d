import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. "Choose a country". */
  placeholder?: string;
  required?: boolean;
  helper?: string;
  disabled?: boolean;
}

/** A labelled Formik select of one value, its error tied to it and announced. */
export function FormSelectField({
  name,
  label,
  options,
  placeholder,
  required,
  helper,
  disabled,
}: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string | null>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={field.value ?? ''}
          onChange={(e) => void helpers.setValue(e.currentTarget.value)}
          onBlur={() => void helpers.setTouched(true)}
        >
          <option value="">{placeholder ?? ''}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
