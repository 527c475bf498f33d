import { Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

export interface FormRadioGroupProps<T> {
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  direction?: 'row' | 'column';
}

/** A Formik choice of one among a few (native radios in a fieldset: keyboard and screen readers work as usual). */
export function FormRadioGroup<T extends string | boolean>({
  name,
  legend,
  options,
  direction = 'column',
}: FormRadioGroupProps<T>) {
  const [field, meta, helpers] = useField<T | null>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Fieldset.Root invalid={invalid}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Stack direction={direction} gap={direction === 'row' ? '6' : '2'} mt="1">
        {options.map((option, i) => (
          <HStack as="label" key={String(option.value)} gap="2" cursor="pointer">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={String(i)}
              checked={field.value === option.value}
              onChange={() => void helpers.setValue(option.value)}
              onBlur={() => void helpers.setTouched(true)}
            />
            <Text as="span">{option.label}</Text>
          </HStack>
        ))}
      </Stack>
      {invalid && <Fieldset.ErrorText role="alert">{meta.error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
