import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { staffMoves, type RegistrationStatus } from '@festival/shared-util-registration';

export interface RegistrationMovesProps {
  status: RegistrationStatus;
  /** Called with the status chosen; the caller confirms and sends it. */
  onMove: (to: RegistrationStatus) => void;
  /** While a change is on its way. */
  busy?: boolean;
}

const DESTRUCTIVE: readonly RegistrationStatus[] = ['REJECTED', 'CANCELED', 'INVALID'];

/** A button for each move staff may make from this status (the state machine's, util-registration). */
export function RegistrationMoves({ status, onMove, busy = false }: RegistrationMovesProps) {
  const { t } = useTranslation('admin');
  const moves = staffMoves(status);
  if (moves.length === 0) return <Text color="fg.muted">{t('registration.noActions')}</Text>;
  return (
    <HStack gap="2" wrap="wrap">
      {moves.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'APPROVED' ? 'solid' : 'outline'}
          colorPalette={to === 'APPROVED' ? 'brand' : DESTRUCTIVE.includes(to) ? 'red' : 'gray'}
          disabled={busy}
          onClick={() => onMove(to)}
        >
          {t(`moves.${to}`)}
        </Button>
      ))}
    </HStack>
  );
}
