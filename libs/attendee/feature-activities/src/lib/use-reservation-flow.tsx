import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useCancelSubEventRegistration,
  useFetchAvailableSlot,
  useSaveSubEventRegistration,
} from '@festival/attendee-data-access-activities';
import { isApiError, useSiteConfig } from '@festival/shared-data-access-api-client';
import {
  usePaymentDialog,
  type PaymentDialogOptions,
  type PaymentFailure,
  type PaymentRequest,
} from '@festival/attendee-ui-payment';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import { showErrorToast, showSuccessToast, useConfirm, useDialogStack } from '@festival/shared-ui-kit';
import {
  DEFAULT_CONTACT_EMAIL,
  type MySubEvent,
  type RegistrationType,
  type SubEventRegistrationPayload,
  type SubEventReservation,
} from '@festival/shared-util-api-contracts';
import type { PaymentFormValues } from '@festival/shared-util-form-schemas';
import { decideReservation, flagPayingAttendees, paymentRequired } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';
import { ChooseAttendeesBody, type AttendeeChoice } from './choose-attendees-body';
import {
  attentionDialog,
  confirmReservationDialog,
  fullyRegisteredDialog,
  joinWaitlistDialog,
  reservationResultDialog,
} from './reservation-dialogs';

export interface ReservationFlowContext {
  /** The caller's main-event registration: its type and who may go. */
  type: RegistrationType;
  attendees: readonly AttendeeChoice[];
  countries: readonly SelectOption[];
  /** Billing details the payment starts from (the main attendee's). */
  billing?: Partial<PaymentFormValues>;
  /** After Success!: show the activity. */
  onViewActivity: (subEventId: string) => void;
}

/** What the caller holds at an activity: the live records (a place, a wait, an offer). */
const liveRecords = (activity: MySubEvent) => activity.registrations.filter((r) => r.status !== 'CANCELED');

/** A failed save as the payment screen shows it; no answer means the same attempt may be retried. */
function toPaymentFailure(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { message: String(error), unanswered: true };
  return {
    message: error.message,
    fieldErrors: error.errors,
    unanswered: error.status === null || error.status >= 500,
  };
}

/**
 * The activity reservation flow of SPEC.md §4, step for step: who goes, the available-slot check,
 * then the one dialog `decideReservation` names, the payment (or a direct submit), and the result.
 */
export function useReservationFlow(context: ReservationFlowContext) {
  const { t } = useTranslation('attendee');
  const dialogs = useDialogStack();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const fetchSlot = useFetchAvailableSlot();
  const save = useSaveSubEventRegistration();
  const cancel = useCancelSubEventRegistration();
  const openPayment = usePaymentDialog();
  const confirm = useConfirm();
  const contactEmail = config.contactEmail ?? DEFAULT_CONTACT_EMAIL;

  const showResult = useCallback(
    (activity: MySubEvent, reservation: SubEventReservation, newcomerIds: readonly string[]) => {
      const newcomers = reservation.records.filter((r) => newcomerIds.includes(r.attendeeId));
      const waitlisted = newcomers.length > 0 && newcomers.every((r) => r.status === 'WAITING_LIST');
      dialogs.open(
        reservationResultDialog(t, {
          activityName: activity.name,
          waitlisted,
          onView: () => context.onViewActivity(activity.id),
        }),
      );
    },
    [context, dialogs, t],
  );

  /** Sends the reservation: the reservation made, or why not. */
  const send = useCallback(
    async (
      payload: SubEventRegistrationPayload,
      edit: boolean,
    ): Promise<{ reservation: SubEventReservation } | { failure: PaymentFailure }> => {
      try {
        return { reservation: await save.mutateAsync({ payload, edit }) };
      } catch (error) {
        return { failure: toPaymentFailure(error) };
      }
    },
    [save],
  );

  /** Nothing to pay: sends, then shows the result, or the error in a toast. */
  const submit = useCallback(
    async (
      activity: MySubEvent,
      payload: SubEventRegistrationPayload,
      edit: boolean,
      newcomerIds: readonly string[],
    ) => {
      const outcome = await send(payload, edit);
      if ('failure' in outcome) showErrorToast(outcome.failure.message);
      else showResult(activity, outcome.reservation, newcomerIds);
    },
    [send, showResult],
  );

  /**
   * The payment screen sends the reservation with the card; a failure stays on that screen. The
   * result opens once the payment dialog has closed (onPaid), not above it.
   */
  const pay = useCallback(
    (
      activity: MySubEvent,
      screen: Omit<PaymentDialogOptions, 'onSubmit' | 'onPaid'>,
      payload: SubEventRegistrationPayload,
      edit: boolean,
      newcomerIds: readonly string[],
    ) => {
      let reservation: SubEventReservation | undefined;
      openPayment({
        ...screen,
        onSubmit: async ({ payment, idempotencyKey }: PaymentRequest) => {
          const outcome = await send({ ...payload, payment, idempotencyKey }, edit);
          if ('failure' in outcome) return outcome.failure;
          reservation = outcome.reservation;
        },
        onPaid: () => reservation && showResult(activity, reservation, newcomerIds),
      });
    },
    [openPayment, send, showResult],
  );

  /** Steps 2 to 5 for the chosen attendees. */
  const reserve = useCallback(
    async (activity: MySubEvent, chosen: readonly AttendeeChoice[]) => {
      const current = liveRecords(activity);
      const edit = current.length > 0;
      const newcomers = chosen.filter((a) => !current.some((r) => r.attendeeId === a.id));
      let availableSlot: number;
      try {
        availableSlot = await fetchSlot(activity.id, context.type);
      } catch (error) {
        showErrorToast(isApiError(error) ? error.message : String(error));
        return;
      }
      const decision = decideReservation({
        availableSlot,
        attendeeCount: newcomers.length,
        isAllowWaitList: activity.isAllowWaitList,
        type: context.type,
        feeCents: activity.activityRegistrationFee,
        isEditMode: edit,
      });
      // Who stays keeps the record; newcomers beyond the free places are flagged not paying.
      const kept = current.filter((r) => chosen.some((a) => a.id === r.attendeeId));
      const attendees = [
        ...kept.map((r) => ({ id: r.attendeeId, isPayment: r.isPayment || r.status !== 'WAITING_LIST' })),
        ...flagPayingAttendees(newcomers, availableSlot),
      ];
      const newcomerIds = newcomers.map((a) => a.id);
      const base: SubEventRegistrationPayload = { subEventId: activity.id, attendees };
      // Kept attendees holding a waitlist offer are paid for with this change too (as the server counts).
      const offersKept = paymentRequired(context.type, activity.activityRegistrationFee)
        ? kept.filter((r) => r.status === 'WAITING_LIST' && r.offerExpiresAt).length
        : 0;
      const quantity = (decision.opensPayment ? decision.payingCount : 0) + offersKept;

      const proceed = () => {
        // Only removals, or nobody gets a place: nothing to pay.
        if (quantity === 0) {
          void submit(activity, base, edit, newcomerIds);
          return;
        }
        pay(
          activity,
          {
            itemName: activity.name,
            feePerPersonCents: activity.activityRegistrationFee,
            quantity,
            countries: context.countries,
            initialValues: context.billing,
          },
          base,
          edit,
          newcomerIds,
        );
      };

      if (newcomers.length === 0) {
        dialogs.open(
          confirmReservationDialog(t, {
            activity,
            attendeeCount: chosen.length,
            confirmsChanges: true,
            opensPayment: quantity > 0,
            onProceed: proceed,
          }),
        );
        return;
      }
      switch (decision.dialog) {
        case 'FULLY_REGISTERED':
          dialogs.open(fullyRegisteredDialog(t, { contactEmail }));
          return;
        case 'ATTENTION_PARTIAL':
          dialogs.open(
            attentionDialog(t, {
              availableSlot,
              attendeeCount: newcomers.length,
              onProceed: proceed,
              onLeave: () => navigate(attendeeRoutes.myEvents.getHref()),
            }),
          );
          return;
        case 'JOIN_WAITLIST':
          dialogs.open(
            joinWaitlistDialog(t, {
              availableSlot,
              attendeeCount: newcomers.length,
              opensPayment: decision.opensPayment,
              onProceed: proceed,
            }),
          );
          return;
        case 'CONFIRM':
          dialogs.open(
            confirmReservationDialog(t, {
              activity,
              attendeeCount: chosen.length,
              confirmsChanges: decision.confirmsChanges,
              opensPayment: decision.opensPayment,
              onProceed: proceed,
            }),
          );
      }
    },
    [context, contactEmail, dialogs, fetchSlot, navigate, pay, submit, t],
  );

  /** Step 1: who goes (ticked: who goes now, when changing). */
  const start = useCallback(
    (activity: MySubEvent) => {
      let id: string | null = null;
      const close = () => id && dialogs.close(id);
      id = dialogs.open({
        title: t('activities.choose.title', 'Choose attendees for {{name}}', { name: activity.name }),
        footer: () => null,
        body: (
          <ChooseAttendeesBody
            attendees={context.attendees}
            initiallyChosen={liveRecords(activity).map((r) => r.attendeeId)}
            onCancel={close}
            onContinue={(chosen) => {
              close();
              void reserve(activity, chosen);
            }}
          />
        ),
      });
    },
    [context.attendees, dialogs, reserve, t],
  );

  const cancelRegistration = useCallback(
    async (activity: MySubEvent) => {
      const confirmed = await confirm({
        title: t('activities.cancel.title', 'Cancel registration'),
        body: t(
          'activities.cancel.body',
          'Cancel the registration of all your attendees for {{name}}? Their places go to others and cannot be kept.',
          { name: activity.name },
        ),
        confirmLabel: t('activities.cancel.confirm', 'Cancel registration'),
        cancelLabel: t('activities.cancel.keep', 'Keep my registration'),
        destructive: true,
      });
      if (!confirmed) return;
      try {
        await cancel.mutateAsync(activity.id);
        showSuccessToast(
          t('activities.cancel.done', 'Your registration for {{name}} is canceled.', { name: activity.name }),
        );
      } catch (error) {
        showErrorToast(isApiError(error) ? error.message : String(error));
      }
    },
    [cancel, confirm, t],
  );

  /** A waitlist offer (`?offer=`): pay for the held places; everyone else keeps their record. */
  const payOffer = useCallback(
    (activity: MySubEvent, onLeave?: () => void) => {
      const live = liveRecords(activity);
      const offered = live.filter((r) => r.status === 'WAITING_LIST' && r.offerExpiresAt);
      if (offered.length === 0) return false;
      const attendees = live.map((r) => ({
        id: r.attendeeId,
        isPayment: r.status !== 'WAITING_LIST' || r.offerExpiresAt !== null,
      }));
      pay(
        activity,
        {
          itemName: activity.name,
          feePerPersonCents: activity.activityRegistrationFee,
          quantity: offered.length,
          countries: context.countries,
          initialValues: context.billing,
          cancelKind: onLeave ? 'leave' : 'cancel',
          onCancel: onLeave,
        },
        { subEventId: activity.id, attendees },
        true,
        offered.map((r) => r.attendeeId),
      );
      return true;
    },
    [context.billing, context.countries, pay],
  );

  return { start, cancelRegistration, payOffer, saving: save.isPending || cancel.isPending };
}
