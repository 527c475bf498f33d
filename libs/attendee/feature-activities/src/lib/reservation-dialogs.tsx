import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { DialogSpec } from '@festival/shared-ui-kit';
import { formatDisplayDate, formatDisplayTime } from '@festival/shared-util-dates';

/**
 * The dialogs of the activity reservation flow (SPEC.md §4), as specs for the dialog stack:
 * the flow opens them, and the stories open each one alone. `onProceed` goes on with the flow;
 * closing (Cancel, Escape, the close button) ends it.
 */

interface ActivityFacts {
  name: string;
  startDate: string;
  location: string;
}

/** The flow's way on: closes the dialog, then goes on. */
function proceedButton(close: () => void, onProceed: () => void, label: string) {
  return (
    <Button
      colorPalette="brand"
      onClick={() => {
        close();
        onProceed();
      }}
    >
      {label}
    </Button>
  );
}

/** Cancel (ends the flow), then the way on. */
function cancelOrProceed(t: TFunction, close: () => void, onProceed: () => void, label: string) {
  return (
    <>
      <Button variant="outline" onClick={close}>
        {t('activities.dialog.cancel', 'Cancel')}
      </Button>
      {proceedButton(close, onProceed, label)}
    </>
  );
}

/** Before a payment opens: it cannot be undone. */
function noUndoNote(t: TFunction, opensPayment: boolean) {
  return (
    opensPayment && <Text fontWeight="semibold">{t('activities.confirm.noUndo', 'Payment cannot be undone.')}</Text>
  );
}

/** 1. No waitlist and no places: a thank-you and the organisers' address. */
export function fullyRegisteredDialog(t: TFunction, props: { contactEmail: string }): DialogSpec {
  return {
    title: t('activities.fullyRegistered.title', 'Fully Registered'),
    role: 'alertdialog',
    body: (
      <Stack gap="3">
        <Text>
          {t(
            'activities.fullyRegistered.body',
            'Unable to register for this event because all slots are currently full.',
          )}
        </Text>
        <Text>
          {t('activities.fullyRegistered.thanks', 'Thank you for your interest. For questions, contact us at')}{' '}
          <Link href={`mailto:${props.contactEmail}`} colorPalette="brand">
            {props.contactEmail}
          </Link>
        </Text>
      </Stack>
    ),
    footer: (close) => (
      <Button colorPalette="brand" onClick={close}>
        {t('activities.dialog.close', 'Close')}
      </Button>
    ),
  };
}

/** 2. No waitlist and fewer places than people: reserve the remaining ones, leave, or cancel. */
export function attentionDialog(
  t: TFunction,
  props: { availableSlot: number; attendeeCount: number; onProceed: () => void; onLeave: () => void },
): DialogSpec {
  return {
    title: t('activities.attention.title', 'Attention'),
    role: 'alertdialog',
    body: (
      <Text>
        {t(
          'activities.attention.body',
          'Only {{count}} of the {{total}} attendees you chose can be registered: there are not enough places left. Do you want to reserve the remaining places?',
          { count: props.availableSlot, total: props.attendeeCount },
        )}
      </Text>
    ),
    footer: (close) => (
      <>
        <Button
          variant="ghost"
          onClick={() => {
            close();
            props.onLeave();
          }}
        >
          {t('activities.attention.leave', 'Leave this page')}
        </Button>
        <Button variant="outline" onClick={close}>
          {t('activities.attention.cancel', 'Cancel registration')}
        </Button>
        {proceedButton(
          close,
          props.onProceed,
          t('activities.attention.proceed', 'Reserve {{count}} places', { count: props.availableSlot }),
        )}
      </>
    ),
  };
}

/** 3. A waitlist and fewer places (or none): the first ones get places, the rest wait. */
export function joinWaitlistDialog(
  t: TFunction,
  props: { availableSlot: number; attendeeCount: number; opensPayment: boolean; onProceed: () => void },
): DialogSpec {
  const waiting = props.attendeeCount - Math.min(props.availableSlot, props.attendeeCount);
  return {
    title: t('activities.waitlist.title', 'Join the waitlist'),
    body: (
      <Stack gap="3">
        <Text>
          {props.availableSlot > 0
            ? t(
                'activities.waitlist.someBody',
                '{{count}} places are left: the first {{count}} attendees get them and {{waiting}} join the waitlist. You will be told by email when a place frees up.',
                { count: props.availableSlot, waiting },
              )
            : t(
                'activities.waitlist.noneBody',
                'This activity is full. Your attendees join the waitlist, first come, first served; you will be told by email when a place frees up.',
              )}
        </Text>
        {noUndoNote(t, props.opensPayment)}
      </Stack>
    ),
    footer: (close) =>
      cancelOrProceed(t, close, props.onProceed, t('activities.waitlist.proceed', 'Join the waitlist')),
  };
}

/** 4. The confirmation: when, where, how many; in edit mode, confirm the changes; before paying, no undo. */
export function confirmReservationDialog(
  t: TFunction,
  props: {
    activity: ActivityFacts;
    attendeeCount: number;
    confirmsChanges: boolean;
    opensPayment: boolean;
    onProceed: () => void;
  },
): DialogSpec {
  const facts: [string, string][] = [
    [t('activities.confirm.date', 'Date'), formatDisplayDate(props.activity.startDate)],
    [t('activities.confirm.time', 'Time'), formatDisplayTime(props.activity.startDate)],
    [t('activities.confirm.location', 'Location'), props.activity.location],
    [t('activities.confirm.attendees', 'Number of attendees'), String(props.attendeeCount)],
  ];
  return {
    title: props.confirmsChanges
      ? t('activities.confirm.changesTitle', 'Confirm changes')
      : t('activities.confirm.title', 'Confirm your reservation'),
    body: (
      <Stack gap="3">
        <Text>
          {props.confirmsChanges
            ? t(
                'activities.confirm.changesBody',
                'Do you want to confirm the changes to your registration for {{name}}?',
                {
                  name: props.activity.name,
                },
              )
            : t('activities.confirm.body', 'You are registering for {{name}}.', { name: props.activity.name })}
        </Text>
        <Stack as="dl" gap="1">
          {facts.map(([label, value]) => (
            <HStack key={label} gap="2">
              <Text as="dt" fontWeight="semibold">
                {label}:
              </Text>
              <Text as="dd">{value}</Text>
            </HStack>
          ))}
        </Stack>
        {noUndoNote(t, props.opensPayment)}
      </Stack>
    ),
    footer: (close) =>
      cancelOrProceed(
        t,
        close,
        props.onProceed,
        props.opensPayment
          ? t('activities.confirm.toPayment', 'Continue to payment')
          : props.confirmsChanges
            ? t('activities.confirm.confirmChanges', 'Confirm changes')
            : t('activities.confirm.confirm', 'Confirm'),
      ),
  };
}

/** Done: Success!, or the waitlist's success when every newcomer waits. Closing opens the activity. */
export function reservationResultDialog(
  t: TFunction,
  props: { activityName: string; waitlisted: boolean; onView: () => void },
): DialogSpec {
  return {
    title: props.waitlisted
      ? t('activities.result.waitlistTitle', 'You are on the waitlist')
      : t('activities.result.title', 'Success!'),
    body: (
      <Text>
        {props.waitlisted
          ? t(
              'activities.result.waitlistBody',
              'You joined the waitlist for {{name}}. We will email you when a place frees up.',
              { name: props.activityName },
            )
          : t('activities.result.body', 'Your registration for {{name}} is saved.', { name: props.activityName })}
      </Text>
    ),
    onClose: props.onView,
    footer: (close) => (
      <Button colorPalette="brand" onClick={close}>
        {t('activities.result.view', 'View activity')}
      </Button>
    ),
  };
}
