import { Field, Input, NativeSelect, type InputProps } from '@chakra-ui/react';
import { FastField, type FieldProps } from 'formik';
import type { SelectOption } from '@festival/shared-ui-form-fields';

export interface PaymentTextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange'> {
  name: string;
  label: string;
  /** What the field shows for what was typed (and the value it held before): card number in groups of four, MM/YY. */
  format?: (typed: string, previous: string) => string;
}

/**
 * A labelled payment input, its error tied to it and announced. Formik's FastField: a keystroke
 * renders only the field typed into, not the whole payment screen.
 */
export function PaymentTextField({ name, label, format, ...input }: PaymentTextFieldProps) {
  return (
    <FastField name={name}>
      {({ field, meta, form }: FieldProps<string>) => {
        const invalid = Boolean(meta.touched && meta.error);
        return (
          <Field.Root invalid={invalid} required={input.required}>
            <Field.Label>{label}</Field.Label>
            <Input
              {...input}
              name={name}
              value={field.value ?? ''}
              onChange={(e) =>
                void form.setFieldValue(
                  name,
                  format ? format(e.currentTarget.value, field.value ?? '') : e.currentTarget.value,
                )
              }
              onBlur={field.onBlur}
            />
            {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
          </Field.Root>
        );
      }}
    </FastField>
  );
}

export interface PaymentSelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  required?: boolean;
}

/** A labelled payment select (the billing country), as a FastField. */
export function PaymentSelectField({ name, label, options, placeholder, required }: PaymentSelectFieldProps) {
  return (
    <FastField name={name} options={options}>
      {({ field, meta, form }: FieldProps<string>) => {
        const invalid = Boolean(meta.touched && meta.error);
        return (
          <Field.Root invalid={invalid} required={required}>
            <Field.Label>{label}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name={name}
                value={field.value ?? ''}
                onChange={(e) => void form.setFieldValue(name, e.currentTarget.value)}
                onBlur={field.onBlur}
              >
                <option value="">{placeholder}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
          </Field.Root>
        );
      }}
    </FastField>
  );
}
