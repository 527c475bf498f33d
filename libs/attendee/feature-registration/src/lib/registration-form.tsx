import {
  Formik,
  getIn,
  setNestedObjectValues,
  type FormikErrors,
  type FormikHelpers,
  type FormikTouched,
} from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@festival/shared-data-access-api-client';
import { useSaveRegistration } from '@festival/attendee-data-access-registrations';
import { showSuccessToast } from '@festival/shared-ui-kit';
import type { RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { usePaymentAttempt } from '@festival/attendee-ui-payment';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  registrationFeePayers,
  toRegistrationPayload,
  type RegistrationStep,
} from '@festival/shared-util-registration';
import type { SelectOption } from '@festival/shared-ui-form-fields';
import { stepOfField, toFormikErrors } from './form-paths';
import { fieldErrorsOf, PlacedErrors, type ServerError } from './form-validation';
import { RegistrationFormBody } from './registration-form-body';
import { parseRegistrationDraft, startingStep } from './registration-draft';
import { useFormDraft } from './use-form-draft';
import { withAccountEmail } from './registration-values';

export interface RegistrationFormProps {
  eventId: string;
  mode: 'create' | 'edit';
  initialValues: RegistrationFormValues;
  /** The step the URL asks for (`?tab=additional-attendees` → attendee). */
  initialStep: RegistrationStep;
  countries: readonly SelectOption[];
  languages: readonly SelectOption[];
  /** The active step changed: the page mirrors it in the URL. */
  onStepChange: (step: RegistrationStep) => void;
  /** Saved: the page moves on. */
  onSaved: () => void;
  /**
   * The main event's fee per GENERAL attendee, in cents: above 0, a new registration has a payment
   * step, and so has an edit that adds attendees (for those only).
   */
  registrationFeeCents?: number;
  /** What the payment's summary names. */
  eventName?: string;
  /**
   * Editing a delegate registration: the name of the delegation whose key was checked when it was
   * made. The key is not asked again.
   */
  delegationOnFile?: string | null;
  /** Where the unsaved draft is kept in sessionStorage (per user, event and mode); null keeps none. */
  draftKey?: string | null;
  /** The event's cap on the people of one registration (main attendee included); 10 when not given. */
  maxAttendees?: number;
  /** The signed-in account's email: the main attendee's, whatever a draft or a saved registration had. */
  accountEmail?: string;
}

/** The registration form (SPEC.md §2, §3, §4 "Registration steps"): tabs that are steps, then submit. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const save = useSaveRegistration();
  const serverErrors = useRef<ServerError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const released = useRef<() => void>(() => undefined);
  const attempt = usePaymentAttempt();
  const draft = useFormDraft(props.draftKey ?? null, parseRegistrationDraft);
  // A new registration opens a later step only when the draft came back with the steps before it filled.
  const [initialStep] = useState(() =>
    props.mode === 'create'
      ? startingStep(props.initialStep, draft.restored, Boolean(props.delegationOnFile))
      : props.initialStep,
  );

  const [initialValues] = useState(() => withAccountEmail(draft.restored ?? props.initialValues, props.accountEmail));

  const onSubmit = async (values: RegistrationFormValues, helpers: FormikHelpers<RegistrationFormValues>) => {
    setFormError(null);
    serverErrors.current = [];
    const fee = props.registrationFeeCents ?? 0;
    const payers = registrationFeePayers(values.type, fee, props.mode, values.attendees);
    const paying = values.isRequiredPaymentRegistration && values.payment && payers > 0;
    const amount = paying ? calculateFees(fee, payers).totalCents : 0;
    const payload = toRegistrationPayload(values, props.eventId, amount);
    // One key per payment attempt, kept when a retry follows no answer (see usePaymentAttempt).
    if (payload.payment) payload.idempotencyKey = attempt.current();
    try {
      await save.mutateAsync({ payload, edit: props.mode === 'edit' });
      attempt.settle(true);
    } catch (error) {
      attempt.settle(isApiError(error) && error.status !== null && error.status < 500);
      if (!isApiError(error)) throw error;
      const placed = error.errors.filter((e) => stepOfField(e.field) !== null);
      const unplaced = error.errors.filter((e) => stepOfField(e.field) === null);
      if (error.status === 400 && placed.length > 0) {
        serverErrors.current = placed.map((e) => ({ ...e, value: getIn(values, e.field) }));
        helpers.setErrors(toFormikErrors(placed));
        helpers.setTouched(setNestedObjectValues<FormikTouched<RegistrationFormValues>>(values, true), false);
      }
      setFormError(
        unplaced.length > 0
          ? unplaced.map((e) => e.message).join(' ')
          : placed.length > 0
            ? t('result.fixErrors')
            : error.message,
      );
      throw new PlacedErrors(placed);
    }
    draft.clear();
    released.current();
    showSuccessToast(props.mode === 'edit' ? t('result.updated') : t('result.created'));
    props.onSaved();
  };

  return (
    <Formik<RegistrationFormValues>
      initialValues={initialValues}
      validate={(values): FormikErrors<RegistrationFormValues> =>
        toFormikErrors(fieldErrorsOf(values, serverErrors.current, Boolean(props.delegationOnFile)))
      }
      validateOnMount={false}
      onSubmit={onSubmit}
    >
      <RegistrationFormBody
        {...props}
        initialStep={initialStep}
        draft={draft}
        formError={formError}
        serverErrors={serverErrors}
        onRelease={(fn) => (released.current = fn)}
      />
    </Formik>
  );
}
