import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DeskOutcome } from '@festival/admin-data-access-check-in';
import { formatCheckInTime } from '@festival/shared-util-check-in';
import { personName } from '@festival/shared-util-registration';

export interface CheckInOutcomesProps {
  title: string;
  outcomes: readonly DeskOutcome[];
}

const TONE = { CHECKED_IN: 'green', ALREADY_CHECKED_IN: 'orange', REFUSED: 'red' } as const;

export function outcomeText(t: TFunction<'admin'>, outcome: DeskOutcome): string {
  switch (outcome.outcome) {
    case 'CHECKED_IN':
      return outcome.queued ? t('checkIn.outcome.queued') : t('checkIn.outcome.CHECKED_IN');
    case 'ALREADY_CHECKED_IN':
      return outcome.checkedInAt
        ? t('checkIn.outcome.ALREADY_CHECKED_IN', { time: formatCheckInTime(outcome.checkedInAt) })
        : t('checkIn.outcome.alreadyNoTime');
    case 'REFUSED': {
      const refusal = outcome.refusal;
      if (refusal?.reason === 'STATUS') return t('checkIn.outcome.refusedStatus', { status: refusal.status });
      if (refusal?.reason === 'NO_ACTIVITY_PLACE') return t('checkIn.outcome.refusedNoPlace');
      if (refusal?.reason === 'NOT_IN_EVENT') return t('checkIn.outcome.refusedOtherEvent');
      return outcome.message ?? t('checkIn.outcome.REFUSED');
    }
  }
}

/** The people a scan or a tap concerned, each with what happened; read out as it changes. */
export function CheckInOutcomes({ title, outcomes }: CheckInOutcomesProps) {
  const { t } = useTranslation('admin');
  return (
    <Box as="section" aria-label={title} aria-live="polite" borderWidth="1px" borderRadius="lg" p="4">
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {outcomes.map((outcome) => {
          const name = personName(outcome, t('checkIn.outcome.unknownPerson'));
          return (
            <Stack
              as="li"
              key={`${outcome.attendeeId}:${outcome.subEventId ?? ''}`}
              direction={{ base: 'column', sm: 'row' }}
              gap="2"
              align={{ sm: 'center' }}
            >
              <Badge colorPalette={TONE[outcome.outcome]} size="lg" alignSelf="flex-start">
                {t(`checkIn.outcome.badge.${outcome.outcome}`)}
              </Badge>
              <Text>
                <Text as="span" fontWeight="semibold">
                  {name}
                </Text>
                {' — '}
                {outcomeText(t, outcome)}
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
