import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { forwardRef } from 'react';

export interface FormTextFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: string;
  helper?: string;
}

/**
 * A labelled Formik input whose help and error are tied to it (aria-describedby), the error announced.
 * The help stays beside the error: it says what the field wants, the error only what went wrong.
 */
export const FormTextField = forwardRef<HTMLInputElement, FormTextFieldProps>(function FormTextField(
  { name, label, helper, ...input },
  ref,
) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} required={input.required} disabled={input.disabled}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...field} {...input} value={field.value ?? ''} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
});
