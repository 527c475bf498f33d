import { Badge, Box, Button, Flex, Heading, Image, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MySubEvent } from '@festival/shared-util-api-contracts';
import { STATUS_TONES } from '@festival/shared-ui-kit';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';
import { activityDetails, deriveSubEventStatus } from '@festival/shared-util-registration';
import { activityImageAttributes } from '@festival/shared-util-site';

export interface ActivityCardProps {
  activity: MySubEvent;
  /** Book it: choose who goes. */
  onBook?: () => void;
  /** Change who goes (a PUT with the new list). */
  onChange?: () => void;
  onCancel?: () => void;
  /** Pay for the places held by a waitlist offer. */
  onPayOffer?: () => void;
  /** While a reservation of this activity is being made. */
  busy?: boolean;
  /** The attendee's records here are not known yet: a placeholder holds the buttons' place. */
  recordsPending?: boolean;
}

/** One activity of the main event: when and where, the fee, the places left, and the caller's booking. */
export const ActivityCard = forwardRef<HTMLElement, ActivityCardProps>(function ActivityCard(
  { activity, onBook, onChange, onCancel, onPayOffer, busy, recordsPending },
  ref,
) {
  const { t } = useTranslation('attendee');
  const headingId = useId();
  const status = deriveSubEventStatus(activity.registrations);
  const live = activity.registrations.filter((r) => r.status !== 'CANCELED');
  const offers = live.filter((r) => r.status === 'WAITING_LIST' && r.offerExpiresAt);
  const details = activityDetails(t, activity);
  const facts: [string, string][] = [
    [t('activities.when', 'When'), details.when],
    [t('activities.where', 'Where'), activity.location],
    [t('activities.fee', 'Fee'), details.fee],
    [t('activities.places', 'Places'), details.places],
  ];
  return (
    <Box
      as="article"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      overflow="hidden"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Flex direction={{ base: 'column', md: 'row' }}>
        {activity.imageUrl && (
          // A fixed box (16:10 on a phone, 224×160 beside the text) that never shrinks or
          // stretches with the card, so the picture is not squashed and the layout does not shift
          // when it loads; the picture covers the box from its centre.
          <Image
            {...activityImageAttributes(activity.imageUrl, activity.imageVariants)}
            alt=""
            loading="lazy"
            fit="cover"
            align="center"
            flexShrink={0}
            alignSelf={{ base: 'stretch', md: 'center' }}
            w={{ base: 'full', md: '56' }}
            h={{ base: 'auto', md: '40' }}
            aspectRatio={{ base: '16 / 10', md: '7 / 5' }}
            m={{ base: '0', md: '5' }}
            mr={{ md: '0' }}
            borderRadius={{ base: '0', md: 'lg' }}
          />
        )}
        <Stack gap="3" p="5" flex="1">
          <Flex justify="space-between" gap="3" wrap="wrap" align="start">
            <Heading as="h2" id={headingId} size="lg">
              {activity.name}
            </Heading>
            {status !== 'NOT_RESERVED' && (
              <Badge colorPalette={STATUS_TONES[status]} variant="subtle" data-status={status}>
                {t(`activities.status.${status}`)}
              </Badge>
            )}
          </Flex>
          <Stack as="dl" gap="1" fontSize="sm">
            {facts.map(([label, value]) => (
              <Flex key={label} gap="2">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd">{value}</Text>
              </Flex>
            ))}
          </Stack>
          {live.length > 0 && (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t('activities.going', 'Booked for')}
              </Text>
              <Stack as="ul" gap="0" listStyleType="none" m="0">
                {live.map((r) => (
                  <Text as="li" key={r.id}>
                    {r.attendeeName}
                    {r.status === 'WAITING_LIST' &&
                      (r.offerExpiresAt
                        ? ` — ${t('activities.offerHeld', 'place held until {{date}} {{time}}', {
                            date: formatDisplayDate(r.offerExpiresAt),
                            time: formatDisplayTime(r.offerExpiresAt),
                          })}`
                        : r.waitlistPosition
                          ? ` — ${t('activities.waitlistPosition', 'waitlist #{{position}}', { position: r.waitlistPosition })}`
                          : '')}
                  </Text>
                ))}
              </Stack>
            </Box>
          )}
          {/* Until the attendee's records are known, no button: one could offer a booking they hold. */}
          {recordsPending ? (
            <Skeleton h="9" w="20" borderRadius="md" />
          ) : (
            <Wrap gap="3">
              {offers.length > 0 && onPayOffer && (
                <Button size="sm" colorPalette="brand" onClick={onPayOffer} disabled={busy}>
                  {t('activities.payOffer', 'Pay for the held places')}
                </Button>
              )}
              {live.length === 0 && onBook && (
                <Button size="sm" colorPalette="brand" onClick={onBook} loading={busy}>
                  {t('activities.book', 'Book')}
                </Button>
              )}
              {live.length > 0 && onChange && (
                <Button size="sm" variant="outline" colorPalette="brand" onClick={onChange} loading={busy}>
                  {t('activities.changeAttendees', 'Change who goes')}
                </Button>
              )}
              {live.length > 0 && onCancel && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel} disabled={busy}>
                  {t('activities.cancelRegistration', 'Cancel registration')}
                </Button>
              )}
            </Wrap>
          )}
        </Stack>
      </Flex>
    </Box>
  );
});
