import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';

export interface FormSelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  options: readonly { id: string; name: string }[];
  required?: boolean;
  disabled?: boolean;
}

/** A labelled Formik select whose error is tied to it and announced. */
export function FormSelectField({ name, label, placeholder, options, required, disabled }: FormSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value ?? ''}>
          <option value="">{placeholder}</option>
          {options.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
