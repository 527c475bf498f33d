import { chakra, Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice of a single select, e.g. "Choose a country". */
  placeholder?: string;
  multiple?: boolean;
  required?: boolean;
  helper?: string;
  disabled?: boolean;
}

const MultiSelect = chakra('select');

/** A labelled Formik select (one value, or several for `multiple`) with its error announced. */
export function FormSelectField({ name, label, options, placeholder, multiple = false, required, helper, disabled }: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string | string[]>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = invalid ? `${id}-error` : helper ? `${id}-helper` : undefined;
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled} id={id} ids={{ errorText: `${id}-error`, helperText: `${id}-helper` }}>
      <Field.Label>{label}</Field.Label>
      {multiple ? (
        <MultiSelect
          id={id}
          name={name}
          multiple
          h="40"
          w="full"
          p="1"
          borderWidth="1px"
          borderRadius="md"
          borderColor={invalid ? 'border.error' : 'border'}
          bg="bg"
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(e) => void helpers.setValue(Array.from(e.currentTarget.selectedOptions, (o) => o.value))}
          onBlur={() => void helpers.setTouched(true)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </MultiSelect>
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(e) => void helpers.setValue(e.currentTarget.value)}
            onBlur={() => void helpers.setTouched(true)}
          >
            <option value="">{placeholder ?? ''}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
