import { Alert, Box, Button, chakra, Grid, HStack } from '@chakra-ui/react';
import { Formik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import { paymentSchema, type PaymentFormValues } from '@festival/shared-util-form-schemas';
import { toPaymentPayload, type PaymentPayload } from '@festival/shared-util-registration';
import { FeeSummary } from './fee-summary';
import { usePaymentAttempt } from './payment-attempt';
import { PaymentFields } from './payment-fields';

/** What came of a submit: nothing (paid), or why not. */
export interface PaymentFailure {
  /** Shown above the form; the form keeps what was typed. */
  message: string;
  /** Field errors from the server, by payload field (`cardNumber`, `payment.cardNumber`, `expirationDate`…). */
  fieldErrors?: readonly { field: string; message: string }[];
  /** No answer came (timeout, connection lost, 5xx): a retry is the same attempt and keeps its key. */
  unanswered?: boolean;
}

export interface PaymentRequest {
  payment: PaymentPayload;
  idempotencyKey: string;
}

export interface PaymentFormProps {
  itemName: string;
  feePerPersonCents: number;
  quantity: number;
  countries: readonly SelectOption[];
  /** Billing details to start from (the main attendee's). */
  initialValues?: Partial<PaymentFormValues>;
  onSubmit: (request: PaymentRequest) => Promise<PaymentFailure | void>;
  onCancel: () => void;
  /** "Cancel" closes the payment; "Leave this page" goes back to where the user came from. */
  cancelKind?: 'cancel' | 'leave';
  /** Makes a fresh idempotency key (tests pass a predictable one). */
  newIdempotencyKey?: () => string;
}

export const emptyPaymentValues = (from: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  cardNumber: '',
  cardName: '',
  cardCode: '',
  cardExpirationDate: '',
  billingFirstName: '',
  billingLastName: '',
  billingPhone: '',
  billingEmail: '',
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingCountryId: '',
  billingZipCode: '',
  ...from,
});

/** The payload's field names (SPEC.md §3) as the form's (SPEC.md §3 "Payment form fields"). */
const FORM_FIELD: Record<string, keyof PaymentFormValues> = {
  cardNumber: 'cardNumber',
  cardName: 'cardName',
  cardCode: 'cardCode',
  expirationDate: 'cardExpirationDate',
  firstName: 'billingFirstName',
  lastName: 'billingLastName',
  email: 'billingEmail',
  phone: 'billingPhone',
  address: 'billingAddress',
  city: 'billingCity',
  state: 'billingState',
  countryId: 'billingCountryId',
  zipCode: 'billingZipCode',
};

export function toPaymentFormErrors(
  errors: readonly { field: string; message: string }[],
): FormikErrors<PaymentFormValues> {
  const result: FormikErrors<PaymentFormValues> = {};
  for (const e of errors) {
    const field = FORM_FIELD[e.field.replace(/^payment\./, '')];
    if (field) result[field] = e.message;
  }
  return result;
}

/**
 * The payment screen's content (SPEC.md §2): card and billing information, the fee summary beside
 * it (above it on a phone, so the total is seen before the card is typed), Submit Payment and
 * Cancel / Leave this page in a footer that stays in view. Submitting twice sends
 * once: the button is disabled while a submit is under way, and a second one is ignored.
 */
export function PaymentForm(props: PaymentFormProps) {
  const { t } = useTranslation('attendee');
  const attempt = usePaymentAttempt(props.newIdempotencyKey);
  const busy = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Field rules run on blur, and on every change only once a submit has shown the errors: a big
  // form validated on each keystroke is slow to type into.
  const [submitted, setSubmitted] = useState(false);
  const total = calculateFees(props.feePerPersonCents, props.quantity).totalCents;
  // A decline is read after pressing Submit at the bottom: bring the banner into view.
  const failureBanner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBanner.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  return (
    <Formik<PaymentFormValues>
      initialValues={emptyPaymentValues(props.initialValues)}
      validationSchema={paymentSchema}
      validateOnChange={submitted}
      onSubmit={async (values, helpers) => {
        if (busy.current) return;
        busy.current = true;
        setFailure(null);
        try {
          const outcome = await props.onSubmit({
            payment: toPaymentPayload(values, total),
            idempotencyKey: attempt.current(),
          });
          attempt.settle(!outcome?.unanswered);
          if (outcome) {
            setFailure(outcome.message);
            if (outcome.fieldErrors?.length) helpers.setErrors(toPaymentFormErrors(outcome.fieldErrors));
          }
        } finally {
          busy.current = false;
        }
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <chakra.form
          noValidate
          aria-label={t('payment.formLabel', 'Payment')}
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            setSubmitted(true);
            handleSubmit(event);
          }}
        >
          {failure && (
            // In the flow above the form, never over it: the fields stay where they were.
            <Alert.Root ref={failureBanner} status="error" role="alert" mb="6">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
            templateAreas={{ base: '"summary" "fields"', lg: '"fields summary"' }}
            gap="8"
            alignItems="start"
          >
            <Box gridArea="summary">
              <FeeSummary
                itemName={props.itemName}
                feePerPersonCents={props.feePerPersonCents}
                quantity={props.quantity}
              />
            </Box>
            <Box gridArea="fields">
              <PaymentFields countries={props.countries} />
            </Box>
          </Grid>
          <HStack
            justify="flex-end"
            gap="3"
            mt="8"
            py="4"
            position="sticky"
            // The dialog body's bottom padding (1.5rem) would otherwise show the form scrolling
            // beneath the buttons: the footer sits over that padding, flush with the edge.
            bottom="-6"
            mb="-6"
            bg="bg.panel"
            borderTopWidth="1px"
            zIndex="1"
          >
            <Button variant="outline" onClick={props.onCancel} disabled={isSubmitting}>
              {props.cancelKind === 'leave' ? t('payment.leavePage', 'Leave this page') : t('payment.cancel', 'Cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={isSubmitting}>
              {t('payment.submit', 'Submit Payment')}
            </Button>
          </HStack>
        </chakra.form>
      )}
    </Formik>
  );
}
