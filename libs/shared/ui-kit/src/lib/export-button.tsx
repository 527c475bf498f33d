import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from './toaster';

export type ExportPhase = 'idle' | 'requesting' | 'exporting' | 'downloading' | 'failed';

export interface ExportButtonProps {
  phase: ExportPhase;
  /** Rows written so far and in all while exporting (total null until the server has counted). */
  rows: number;
  total: number | null;
  onExport: () => void;
}

/**
 * The CSV export of a site table (SPEC.md §4 "Export"): the button, then Requesting, Exporting
 * with its progress, Downloading; "Export File Failed!" as a toast when it fails.
 */
export function ExportButton({ phase, rows, total, onExport }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const busy = phase === 'requesting' || phase === 'exporting' || phase === 'downloading';
  const percent = total ? Math.min(100, Math.round((rows / total) * 100)) : null;
  const previous = useRef(phase);
  useEffect(() => {
    if (phase === 'failed' && previous.current !== 'failed') showErrorToast(t('export.failed'));
    previous.current = phase;
  }, [phase, t]);

  const label =
    phase === 'requesting'
      ? t('export.requesting')
      : phase === 'exporting'
        ? percent === null
          ? t('export.exporting')
          : t('export.exportingPercent', { percent })
        : phase === 'downloading'
          ? t('export.downloading')
          : '';

  return (
    <HStack gap="3" align="center" minW="0">
      <Button variant="outline" size="sm" onClick={onExport} loading={busy} loadingText={t('export.button')}>
        {t('export.button')}
      </Button>
      <Box role="status" aria-live="polite" minW="0">
        {busy && <ExportStatus label={label} percent={phase === 'exporting' ? percent : null} />}
      </Box>
    </HStack>
  );
}

function ExportStatus({ label, percent }: { label: string; percent: number | null }) {
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      {percent !== null && (
        <Progress.Root value={percent} size="sm" width="24">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </HStack>
  );
}
