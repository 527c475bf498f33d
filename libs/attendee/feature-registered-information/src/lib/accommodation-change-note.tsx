import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccommodationEntry } from '@festival/shared-util-api-contracts';

/** A booked (RESERVED or WAITLIST) request goes back to NOT_RESERVED when it changes: say so. */
export function AccommodationChangeNote({ entry }: { entry: AccommodationEntry }) {
  const { t } = useTranslation('registered');
  if (entry.status !== 'RESERVED' && entry.status !== 'WAITLIST') return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('accommodation.changeNote')}
    </Text>
  );
}
