import { getIn } from 'formik';
import {
  registrationFormSchema,
  validateOrErrorsSync,
  type FieldError,
  type RegistrationFormValues,
} from '@festival/shared-util-form-schemas';
import {
  initialStepState,
  REGISTRATION_STEPS,
  stepReducer,
  type RegistrationStep,
  type StepState,
} from '@festival/shared-util-registration';
import { stepOfField } from './form-paths';

/** A server error and the value it was about: it shows until that value changes. */
export interface ServerError extends FieldError {
  value: unknown;
}

export const stepIndex = (step: RegistrationStep) => REGISTRATION_STEPS.indexOf(step);

/**
 * Every rule of the shared schema, plus the server's errors whose value is unchanged. With the
 * delegation key on file (editing a delegate registration), the key is not asked again.
 */
export function fieldErrorsOf(
  values: RegistrationFormValues,
  serverErrors: readonly ServerError[],
  delegationKeyOnFile = false,
): FieldError[] {
  const result = validateOrErrorsSync(registrationFormSchema, values, { delegationKeyOnFile });
  const errors = 'errors' in result ? [...result.errors] : [];
  for (const e of serverErrors) {
    if (getIn(values, e.field) === e.value && !errors.some((x) => x.field === e.field))
      errors.push({ field: e.field, message: e.message });
  }
  return errors;
}

/** The first error by step order, so the user lands on the earliest step to fix. */
export function firstStepWithError(errors: readonly FieldError[]): RegistrationStep | null {
  const steps = errors.map((e) => stepOfField(e.field)).filter((s): s is RegistrationStep => s !== null);
  return steps.sort((a, b) => stepIndex(a) - stepIndex(b))[0] ?? null;
}

/** Where the steps start: a saved registration was valid, so every step may be opened. */
export function initialStepStateFor(
  mode: 'create' | 'edit',
  initialStep: RegistrationStep,
  steps: readonly RegistrationStep[],
): StepState {
  // A saved registration was valid: every step may be opened. Opening a later step raises the maximum.
  const start =
    mode === 'edit'
      ? stepReducer(initialStepState, { type: 'setMaxValidStep', step: steps[steps.length - 1] })
      : initialStepState;
  return stepReducer(start, { type: 'setActiveStep', step: steps.includes(initialStep) ? initialStep : 'general' });
}

/** Thrown out of onSubmit so the body can open the step holding the first server error. */
export class PlacedErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super('field errors');
  }
}
