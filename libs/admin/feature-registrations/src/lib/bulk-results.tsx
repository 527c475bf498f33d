import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BulkStatusResult } from '@festival/shared-util-api-contracts';

export interface BulkResultsProps {
  results: readonly BulkStatusResult[];
  /** The name to show for a registration id (the list's main attendee). */
  nameOf: (id: string) => string;
}

/** After a bulk action: the registrations that did not change, and why. Nothing when all changed. */
export function BulkResults({ results, nameOf }: BulkResultsProps) {
  const { t } = useTranslation('admin');
  const refused = results.filter((r) => !r.ok);
  if (refused.length === 0) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('registrations.bulkRefusedTitle')}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {refused.map((r) => (
              <List.Item key={r.id}>
                {nameOf(r.id)}: {r.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
