import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCheckInTime } from '@festival/shared-util-check-in';

export interface DeskStatusProps {
  online: boolean;
  queued: number;
  syncing: boolean;
  lastSyncAt: string | null;
  rejected: number;
  /** When the kept attendee list was made, and how many people it holds; null when none is kept. */
  roster: { generatedAt: string; count: number } | null;
  onSync: () => void;
}

/** Online or not, what waits to be sent, and the attendee list this device keeps. */
export function DeskStatus({ online, queued, syncing, lastSyncAt, rejected, roster, onSync }: DeskStatusProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack
      as="section"
      aria-label={t('checkIn.status.label')}
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      gap="2"
      bg={online ? 'bg' : 'orange.subtle'}
    >
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={online ? 'green' : 'orange'} size="lg">
          {online ? t('checkIn.status.online') : t('checkIn.status.offline')}
        </Badge>
        <Text role="status" fontWeight="medium">
          {syncing
            ? t('checkIn.status.syncing')
            : queued > 0
              ? t('checkIn.status.queued', { count: queued })
              : t('checkIn.status.allSynced')}
        </Text>
        {queued > 0 && (
          <Button size="sm" variant="outline" onClick={onSync} disabled={!online || syncing} loading={syncing}>
            {t('checkIn.status.syncNow')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {roster
          ? t('checkIn.status.listKept', { time: formatCheckInTime(roster.generatedAt), count: roster.count })
          : t('checkIn.status.nothingKept')}
        {lastSyncAt && ` · ${t('checkIn.status.lastSync', { time: formatCheckInTime(lastSyncAt) })}`}
      </Text>
      {rejected > 0 && (
        <Text fontSize="sm" color="fg.error">
          {t('checkIn.status.rejected', { count: rejected })}
        </Text>
      )}
    </Stack>
  );
}
