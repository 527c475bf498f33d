import { Checkbox, Field } from '@chakra-ui/react';
import { useField } from 'formik';

export interface FormCheckboxFieldProps {
  name: string;
  label: string;
  helper?: string;
  disabled?: boolean;
}

/** A Formik yes/no value as one labelled checkbox (Space toggles it). */
export function FormCheckboxField({ name, label, helper, disabled }: FormCheckboxFieldProps) {
  const [field, meta, helpers] = useField<boolean>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Checkbox.Root
        name={name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onCheckedChange={(details) => void helpers.setValue(details.checked === true)}
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
