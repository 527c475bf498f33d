import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStack } from '@festival/shared-ui-kit';
import { PaymentForm, type PaymentFormProps } from './payment-form';

export interface PaymentDialogOptions extends Omit<PaymentFormProps, 'onCancel'> {
  /** Cancel, Leave this page or the close button: the payment was not made. */
  onCancel?: () => void;
  /**
   * The payment went through and its dialog has closed: the next step (a result dialog) opens
   * now, not above the closing payment dialog. A dialog opened above another is its child to the
   * dialog library, and closing the lower one dismisses it too.
   */
  onPaid?: () => void;
}

/**
 * The activity payment full-screen dialog (SPEC.md §2), on the dialog stack: it closes itself
 * when the payment went through (`onSubmit` resolved with no failure) or was cancelled.
 */
export function usePaymentDialog() {
  const { t } = useTranslation('attendee');
  const dialogs = useDialogStack();
  return useCallback(
    ({ onCancel, onPaid, onSubmit, ...form }: PaymentDialogOptions) => {
      let id: string | null = null;
      let paid = false;
      id = dialogs.open({
        title: t('payment.title', 'Payment'),
        size: 'full',
        // The form's own footer (Submit Payment, Cancel) stays at the bottom of the viewport.
        scrollBehavior: 'inside',
        footer: () => null,
        onClose: () => {
          if (!paid) onCancel?.();
        },
        body: (
          <PaymentForm
            {...form}
            onCancel={() => id && dialogs.close(id)}
            onSubmit={async (request) => {
              const failure = await onSubmit(request);
              if (failure) return failure;
              paid = true;
              if (id) dialogs.close(id);
              onPaid?.();
            }}
          />
        ),
      });
      return id;
    },
    [dialogs, t],
  );
}
