import { chakra, Field } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

export interface FormCheckboxFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  /** Called after the value changed, e.g. to copy values elsewhere. */
  onToggle?: (checked: boolean) => void;
}

const Checkbox = chakra('input');

/** A labelled Formik checkbox (a native one: keyboard and screen readers work as usual). */
export function FormCheckboxField({ name, label, disabled, onToggle }: FormCheckboxFieldProps) {
  const [field, meta, helpers] = useField<boolean | undefined>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid} disabled={disabled} id={id} ids={{ errorText: `${id}-error` }}>
      <chakra.label
        htmlFor={id}
        display="flex"
        gap="3"
        alignItems="flex-start"
        cursor={disabled ? 'not-allowed' : 'pointer'}
      >
        <Checkbox
          id={id}
          type="checkbox"
          name={name}
          mt="1"
          boxSize="4"
          accentColor="var(--chakra-colors-brand-solid, currentColor)"
          checked={field.value === true}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            void helpers.setValue(checked);
            onToggle?.(checked);
          }}
          onBlur={() => void helpers.setTouched(true)}
        />
        <chakra.span fontSize="sm">{label}</chakra.span>
      </chakra.label>
      {invalid && <Field.ErrorText role="alert">{meta.error}</Field.ErrorText>}
    </Field.Root>
  );
}
