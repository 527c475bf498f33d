import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { EventStatus } from '@festival/shared-util-api-contracts';

const STATUSES: readonly EventStatus[] = ['ACTIVE', 'INACTIVE', 'CANCELLED'];

/** The `status` filter of a site table, kept in the URL query beside page, rows, sort and search. */
export function useStatusFilter(): [EventStatus | undefined, (status: EventStatus | undefined) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = query.get('status');
  const status = STATUSES.includes(raw as EventStatus) ? (raw as EventStatus) : undefined;
  const setStatus = (next: EventStatus | undefined) =>
    setQuery((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('status', next);
      else params.delete('status');
      // Another filter means other rows: start again at the first page.
      params.delete('page');
      return params;
    });
  return [status, setStatus];
}

export interface EventStatusFilterProps {
  value: EventStatus | undefined;
  onChange: (status: EventStatus | undefined) => void;
}

/** All statuses, or ACTIVE / INACTIVE / CANCELLED. */
export function EventStatusFilter({ value, onChange }: EventStatusFilterProps) {
  const { t } = useTranslation('admin');
  return (
    <Field.Root maxW={{ base: 'full', md: '48' }}>
      <Field.Label>{t('events.statusFilter')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange((e.currentTarget.value || undefined) as EventStatus | undefined)}
        >
          <option value="">{t('events.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`events.status.${status}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
