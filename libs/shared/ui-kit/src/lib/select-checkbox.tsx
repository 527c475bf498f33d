import { chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

export interface SelectCheckboxProps {
  /** Its accessible name; none when a wrapping label names it. */
  label?: string;
  checked: boolean;
  /** Some but not all of what it stands for is chosen (aria-checked="mixed"). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A plain checkbox: the browser's own keyboard and screen-reader behaviour, sized for a table row. */
export function SelectCheckbox({ label, checked, indeterminate = false, disabled, onChange }: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property of the element only, with no attribute to render; set before paint, so
  // the box never shows unchecked for a frame (nor to a test that reads it right after rendering).
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      width="4"
      height="4"
      flexShrink="0"
      cursor="pointer"
      _disabled={{ cursor: 'not-allowed' }}
      accentColor="var(--chakra-colors-brand-solid)"
    />
  );
}
