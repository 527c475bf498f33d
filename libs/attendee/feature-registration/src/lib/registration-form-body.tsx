import { Alert, Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { setNestedObjectValues, useFormikContext, type FormikTouched } from 'formik';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStack } from '@festival/shared-ui-kit';
import type {
  AttendeeFormValues,
  AttendeeType,
  FieldError,
  PaymentFormValues,
  RegistrationFormValues,
} from '@festival/shared-util-form-schemas';
import { emptyPaymentValues, FeeSummary, PaymentFields } from '@festival/attendee-ui-payment';
import {
  attendeeLimit,
  DEFAULT_MAX_ATTENDEES_PER_REGISTRATION,
  registrationFeePayers,
  registrationSteps,
  stepReducer,
  type RegistrationStep,
} from '@festival/shared-util-registration';
import { AdditionalAttendees } from './additional-attendees';
import { DelegationKeyDialogBody } from './delegation-key-dialog-body';
import { stepOfField } from './form-paths';
import {
  fieldErrorsOf,
  firstStepWithError,
  initialStepStateFor,
  PlacedErrors,
  stepIndex,
  type ServerError,
} from './form-validation';
import { GeneralStep } from './general-step';
import type { RegistrationFormProps } from './registration-form';
import { addressInSync, emergencyInSync, withMainAddress, withMainEmergencyContact } from './registration-values';
import { ReviewSummary } from './review-summary';
import { StepTabs } from './step-tabs';
import { toRegistrationDraft } from './registration-draft';
import type { FormDraft } from './use-form-draft';
import { useLeaveGuard } from './use-leave-guard';

export interface RegistrationFormBodyProps extends RegistrationFormProps {
  formError: string | null;
  serverErrors: React.RefObject<ServerError[]>;
  onRelease: (release: () => void) => void;
  /** The draft kept in sessionStorage: saved as the values change, removed when the user discards. */
  draft: FormDraft<RegistrationFormValues>;
}

/** The tabs (which are the steps), the active step's fields, and Back / Next / Submit. */
export function RegistrationFormBody({
  eventId,
  mode,
  initialStep,
  countries,
  languages,
  onStepChange,
  formError,
  serverErrors,
  onRelease,
  registrationFeeCents = 0,
  eventName = '',
  delegationOnFile = null,
  draft,
  maxAttendees = DEFAULT_MAX_ATTENDEES_PER_REGISTRATION,
  initialValues,
}: RegistrationFormBodyProps) {
  const { t } = useTranslation('registration');
  const idPrefix = useId();
  const dialogs = useDialogStack();
  const formik = useFormikContext<RegistrationFormValues>();
  const { values, setFieldValue, setFieldTouched, validateForm, submitForm, isSubmitting, dirty, errors, touched } =
    formik;
  const steps = useMemo(
    () => registrationSteps(values.isRequiredPaymentRegistration),
    [values.isRequiredPaymentRegistration],
  );
  const [state, dispatch] = useReducer(stepReducer, undefined, () => initialStepStateFor(mode, initialStep, steps));
  const [uploading, setUploading] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // A restored draft is unsaved work even before a change: leaving asks, and "Leave" discards it.
  const unsaved = dirty || draft.restored !== null;
  const guard = useLeaveGuard(unsaved, draft.clear);
  onRelease(guard.release);

  const isLast = state.activeStep === steps[steps.length - 1];
  const isDelegate = values.type === 'DELEGATE';

  // Mirror the step in the URL, and bring keyboard focus to the new step's content.
  const firstRender = useRef(true);
  useEffect(() => {
    onStepChange(state.activeStep);
    if (firstRender.current) firstRender.current = false;
    else panel.current?.focus();
    // onStepChange is the page's; only a step change matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.activeStep]);

  // Keep the draft (never the card number or its code) as the values change.
  useEffect(() => {
    if (unsaved) draft.save(toRegistrationDraft(values));
  }, [unsaved, values, draft]);

  // GENERAL attendees pay an event's fee (SPEC.md §4): all of a new registration, only those an edit
  // adds (registrationFeePayers, the server's rule too). The payment step comes and goes with who
  // pays; the card fields start empty and the billing from the main attendee.
  const payers = registrationFeePayers(values.type, registrationFeeCents, mode, values.attendees);
  const needsPayment = payers > 0;
  useEffect(() => {
    if (needsPayment === values.isRequiredPaymentRegistration) return;
    void setFieldValue('isRequiredPaymentRegistration', needsPayment, false);
    void setFieldValue('payment', needsPayment ? emptyPaymentValues() : null, false);
    // Only a change of whether a payment is needed matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsPayment]);
  // Reaching the payment step, the billing fields left empty start from the main attendee.
  useEffect(() => {
    if (state.activeStep !== 'payment' || !values.payment) return;
    void setFieldValue('payment', withBillingFrom(values.payment, values.attendees), false);
    // Only arriving at the step matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.activeStep]);

  // "Apply emergency contact for all": copy the main profile's contact and keep it in sync.
  useEffect(() => {
    if (isDelegate && values.isApplyEmergencyContactForAll && !emergencyInSync(values.attendees)) {
      void setFieldValue('attendees', withMainEmergencyContact(values.attendees), false);
    }
  }, [isDelegate, values.isApplyEmergencyContactForAll, values.attendees, setFieldValue]);

  // "Same address as the main attendee": copy the main attendee's address and keep it in sync.
  useEffect(() => {
    if (!addressInSync(values.attendees)) void setFieldValue('attendees', withMainAddress(values.attendees), false);
  }, [values.attendees, setFieldValue]);

  const showErrors = async (list: readonly FieldError[]) => {
    await Promise.all(list.map((e) => setFieldTouched(e.field, true, false)));
    await validateForm();
    const step = firstStepWithError(list);
    if (step === null) return;
    if (stepIndex(step) < stepIndex(state.activeStep)) dispatch({ type: 'setMaxValidStep', step });
    else if (step !== state.activeStep) dispatch({ type: 'setActiveStep', step });
    // After the step renders, bring the first invalid field into view.
    setTimeout(() => panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const next = async () => {
    const upTo = stepIndex(state.activeStep);
    const list = fieldErrorsOf(values, serverErrors.current, Boolean(delegationOnFile)).filter((e) => {
      const step = stepOfField(e.field);
      return step !== null && stepIndex(step) <= upTo;
    });
    if (list.length > 0) return showErrors(list);
    dispatch({ type: 'setActiveStep', step: steps[steps.indexOf(state.activeStep) + 1] });
  };

  const openStep = useCallback((step: RegistrationStep) => dispatch({ type: 'setActiveStep', step }), []);
  const back = () => dispatch({ type: 'setActiveStep', step: steps[Math.max(0, steps.indexOf(state.activeStep) - 1)] });

  const submit = async () => {
    const list = fieldErrorsOf(values, serverErrors.current, Boolean(delegationOnFile));
    if (list.length > 0) {
      formik.setTouched(setNestedObjectValues<FormikTouched<RegistrationFormValues>>(values, true), false);
      return showErrors(list);
    }
    try {
      await submitForm();
    } catch (error) {
      if (error instanceof PlacedErrors) await showErrors(error.errors);
    }
  };

  // Stable between keystrokes, so that the General Information step is not rendered again by one.
  const delegationKey = values.delegationKey ?? '';
  const chooseType = useCallback(
    (type: AttendeeType) => {
      if (type === 'GENERAL') {
        void setFieldValue('type', 'GENERAL');
        void setFieldValue('delegationKey', '');
        return;
      }
      if (delegationOnFile) {
        void setFieldValue('type', 'DELEGATE');
        return;
      }
      let accepted = false;
      let id: string | null = null;
      const close = () => id && dialogs.close(id);
      id = dialogs.open({
        title: t('key.title'),
        footer: () => null,
        body: (
          <DelegationKeyDialogBody
            eventId={eventId}
            initialKey={delegationKey}
            onAccepted={(key) => {
              accepted = true;
              void setFieldValue('type', 'DELEGATE');
              void setFieldValue('delegationKey', key);
              close();
            }}
            onCancel={close}
          />
        ),
        // Cancelling (or closing) the dialog leaves the registration GENERAL.
        onClose: () => {
          if (!accepted) void setFieldValue('type', 'GENERAL');
        },
      });
    },
    [dialogs, eventId, setFieldValue, t, delegationKey, delegationOnFile],
  );

  const typeError = touched.type && typeof errors.type === 'string' ? errors.type : undefined;

  return (
    <chakra.form
      noValidate
      aria-label={t('page.registerTitleFallback')}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void (isLast ? submit() : next());
      }}
    >
      <StepTabs steps={steps} state={state} idPrefix={idPrefix} onOpen={openStep} />
      {formError && (
        <Alert.Root status="error" mb="6" role="alert">
          <Alert.Indicator />
          <Alert.Title>{formError}</Alert.Title>
        </Alert.Root>
      )}
      <Box
        ref={panel}
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${state.activeStep}`}
        tabIndex={-1}
        outline="none"
      >
        {state.activeStep === 'general' && (
          <GeneralStep
            delegationOnFile={delegationOnFile}
            type={values.type}
            typeError={typeError}
            onChooseType={chooseType}
            countries={countries}
            languages={languages}
            onUploadingChange={setUploading}
          />
        )}
        {state.activeStep === 'attendee' && (
          <Stack gap="8">
            <AdditionalAttendees
              countries={countries}
              languages={languages}
              // An edit keeps the people it was saved with, even above a cap lowered since (the server's rule).
              limit={attendeeLimit(maxAttendees, mode === 'edit' ? initialValues.attendees.length : 0)}
            />
            {isLast && <ReviewSummary values={values} />}
          </Stack>
        )}
        {state.activeStep === 'payment' && (
          // On a phone the total comes first, then the card, then the review; beside the card from lg.
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
            templateRows={{ lg: 'auto 1fr' }}
            templateAreas={{ base: '"summary" "fields" "review"', lg: '"fields summary" "fields review"' }}
            columnGap="8"
            rowGap={{ base: '8', lg: '6' }}
            alignItems="start"
          >
            <Stack gridArea="summary" gap="3">
              <FeeSummary itemName={eventName} feePerPersonCents={registrationFeeCents} quantity={payers} />
              {mode === 'edit' && (
                <Text fontSize="sm" color="fg.muted">
                  {t('payment.addedOnly')}
                </Text>
              )}
            </Stack>
            <Box gridArea="fields">
              <PaymentFields prefix="payment." countries={countries} />
            </Box>
            <Box gridArea="review">
              <ReviewSummary values={values} />
            </Box>
          </Grid>
        )}
      </Box>
      <HStack justify="space-between" mt="8" gap="3">
        <Box>
          {state.activeStep !== steps[0] && (
            <Button variant="outline" onClick={back}>
              {t('actions.back')}
            </Button>
          )}
        </Box>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={uploading}>
          {isLast ? t('actions.submit') : t('actions.next')}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** The payment with its empty billing fields taken from the main attendee. */
function withBillingFrom(payment: PaymentFormValues, attendees: readonly AttendeeFormValues[]): PaymentFormValues {
  const main = attendees.find((a) => a.isMainProfile);
  if (!main) return payment;
  const from: Partial<PaymentFormValues> = {
    billingFirstName: main.firstName,
    billingLastName: main.lastName,
    billingEmail: main.email ?? '',
    billingPhone: main.phone,
    billingAddress: main.address,
    billingCity: main.city,
    billingState: main.state,
    billingCountryId: main.countryId,
    billingZipCode: main.zipCode,
  };
  const filled = { ...payment };
  for (const [key, value] of Object.entries(from) as [keyof PaymentFormValues, string][])
    if (!filled[key]) filled[key] = (value ?? '').trim();
  return filled;
}
