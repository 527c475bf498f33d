import { Field, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';

export interface FormTextareaFieldProps {
  name: string;
  label: string;
  helper?: string;
  disabled?: boolean;
}

/** A labelled Formik text area whose error is tied to it and announced. */
export function FormTextareaField({ name, label, helper, disabled }: FormTextareaFieldProps) {
  const [field, meta] = useField<string | null>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Textarea {...field} value={field.value ?? ''} rows={3} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
