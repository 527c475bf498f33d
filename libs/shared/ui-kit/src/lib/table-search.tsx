import { Field, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface TableSearchProps {
  /** The search the table shows now (from the URL). */
  value: string;
  onChange: (search: string) => void;
  label: string;
  placeholder?: string;
  /** TABLE_SEARCH_DEBOUNCE_MS in a table's own box, PAGE_SEARCH_DEBOUNCE_MS in a page-wide one (SPEC.md §9). */
  debounceMs: number;
}

/** A search box that asks again only once typing pauses; follows the URL when it changes (Back). */
export function TableSearch({ value, onChange, label, placeholder, debounceMs }: TableSearchProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, debounceMs);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // What this box last asked for: when the URL echoes it, the user may have typed on meanwhile.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (settled.trim() === latest.current.value) return;
    sent.current = settled.trim();
    latest.current.onChange(settled);
  }, [settled]);

  useEffect(() => {
    if (value === sent.current) return;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <Input type="search" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </Field.Root>
  );
}
