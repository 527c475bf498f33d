import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Every status of SPEC.md §4 (registration statuses and the other sets: review, visa
 * assistance, accommodation, activity records) and the activity statuses of §3, with its tone.
 * EMPTY (nothing asked for) reads "Not requested".
 */
export const STATUS_TONES = {
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  WAITING_LIST: 'purple',
  CANCELED: 'red',
  FINISHED: 'gray',
  PENDING_PAYMENT: 'orange',
  CHECKED_IN: 'teal',
  INVALID: 'red',
  REVIEWING: 'orange',
  WAITLIST: 'purple',
  ARCHIVED: 'gray',
  COMPLETED: 'green',
  EMPTY: 'gray',
  RESERVED: 'green',
  NOT_RESERVED: 'blue',
  ACTIVE: 'green',
  INACTIVE: 'gray',
  CANCELLED: 'red',
} as const satisfies Record<string, BadgeProps['colorPalette']>;

export type KnownStatus = keyof typeof STATUS_TONES;
export const KNOWN_STATUSES = Object.keys(STATUS_TONES) as KnownStatus[];

export const isKnownStatus = (status: string): status is KnownStatus =>
  Object.prototype.hasOwnProperty.call(STATUS_TONES, status);

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  status: KnownStatus | (string & {});
}

/**
 * A status as a word with a colour: the word carries the meaning (never the colour alone), so
 * it reads the same to a screen reader, in print and in high-contrast modes. An unknown status
 * is shown as the server sent it, in grey.
 */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const { t } = useTranslation('registered');
  const known = isKnownStatus(status);
  return (
    <Badge colorPalette={known ? STATUS_TONES[status] : 'gray'} variant="subtle" data-status={status} {...rest}>
      {known ? t(`status.${status}`) : status}
    </Badge>
  );
}
