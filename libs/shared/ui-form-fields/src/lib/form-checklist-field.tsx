import { Box, CloseButton, Fieldset, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './form-select-field';

export interface FormChecklistFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Say here when at least one is needed: a fieldset cannot be marked required. */
  helper?: string;
}

/** Lower case without accents, so that "maori" finds "Māori". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The options whose label contains every word of `query`: those whose label starts with the
 * query first ("tongan" finds Tongan before Rarotongan), each group in the options' order.
 */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const folded = foldForSearch(query).trim();
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  const starting: SelectOption[] = [];
  const containing: SelectOption[] = [];
  for (const option of options) {
    const label = foldForSearch(option.label);
    if (!words.every((word) => label.includes(word))) continue;
    (label.startsWith(folded) ? starting : containing).push(option);
  }
  return [...starting, ...containing];
}

/** At most this many options are drawn at once (the languages are 7,000): typing narrows them. */
export const CHECKLIST_MAX_SHOWN = 50;

/**
 * A Formik choice of several among many (the languages): the chosen ones as removable tags, a
 * search box, and the matching options as native checkboxes in a fieldset, so a keyboard and a
 * screen reader work as usual and nobody needs Ctrl-click. Leaving the search box does not count
 * as having answered: only leaving a checkbox does.
 */
export function FormChecklistField({ name, label, options, helper }: FormChecklistFieldProps) {
  const { t } = useTranslation('common');
  const [field, meta, helpers] = useField<string[] | null>(name);
  const [query, setQuery] = useState('');
  const id = useId();
  const chosen = field.value ?? [];
  const invalid = Boolean(meta.touched && meta.error);
  const matching = useMemo(() => filterOptions(options, query), [options, query]);
  const shown = matching.slice(0, CHECKLIST_MAX_SHOWN);
  const labelOf = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);

  const toggle = (value: string, on: boolean) => {
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  };
  const touch = () => void helpers.setTouched(true);

  return (
    <Fieldset.Root invalid={invalid}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Stack gap="2" mt="1">
        {chosen.length > 0 && (
          <Wrap gap="2" aria-label={t('checklist.chosen', { label })} role="list">
            {chosen.map((value) => (
              <Tag.Root key={value} role="listitem" size="lg" colorPalette="brand" variant="subtle">
                <Tag.Label>{labelOf.get(value) ?? value}</Tag.Label>
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    aria-label={t('checklist.remove', { option: labelOf.get(value) ?? value })}
                    onClick={() => toggle(value, false)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        )}
        <Input
          type="search"
          size="sm"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          aria-label={t('checklist.search', { label })}
          placeholder={t('checklist.searchPlaceholder')}
          aria-controls={`${id}-options`}
        />
        <Box
          id={`${id}-options`}
          maxH="48"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          borderColor={invalid ? 'border.error' : 'border'}
        >
          {shown.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('checklist.noMatches', { query })}
            </Text>
          ) : (
            shown.map((option) => (
              <HStack as="label" key={option.value} gap="2" py="0.5" cursor="pointer">
                <input
                  type="checkbox"
                  value={option.value}
                  checked={chosen.includes(option.value)}
                  onChange={(e) => toggle(option.value, e.currentTarget.checked)}
                  onBlur={touch}
                />
                <Text as="span">{option.label}</Text>
              </HStack>
            ))
          )}
          {matching.length > shown.length && (
            <Text fontSize="sm" color="fg.muted" pt="1">
              {t('checklist.more', { shown: shown.length, count: matching.length })}
            </Text>
          )}
        </Box>
      </Stack>
      {/* Under the list, in one place, so that nothing above a checkbox moves when the error shows. */}
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      {invalid && <Fieldset.ErrorText role="alert">{meta.error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
