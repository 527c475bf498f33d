/**
 * The registration form's steps (SPEC.md §4 "Registration steps"), as a pure reducer: the
 * active step, and the furthest step the user may reach (the maximum valid step).
 */
export const REGISTRATION_STEPS = ['general', 'attendee', 'payment'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export interface StepState {
  activeStep: RegistrationStep;
  maxValidStep: RegistrationStep;
}

export type StepAction =
  { type: 'setActiveStep'; step: RegistrationStep } | { type: 'setMaxValidStep'; step: RegistrationStep };

export const initialStepState: StepState = { activeStep: 'general', maxValidStep: 'general' };

const indexOf = (step: RegistrationStep): number => REGISTRATION_STEPS.indexOf(step);

/** The steps a registration shows: payment only when it must pay. */
export function registrationSteps(isRequiredPaymentRegistration: boolean): RegistrationStep[] {
  return isRequiredPaymentRegistration ? [...REGISTRATION_STEPS] : REGISTRATION_STEPS.filter((s) => s !== 'payment');
}

export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case 'setActiveStep':
      // Going beyond the maximum raises the maximum.
      return {
        activeStep: action.step,
        maxValidStep: indexOf(action.step) > indexOf(state.maxValidStep) ? action.step : state.maxValidStep,
      };
    case 'setMaxValidStep':
      // Lowering the maximum below the active step pulls the active step down.
      return {
        maxValidStep: action.step,
        activeStep: indexOf(state.activeStep) > indexOf(action.step) ? action.step : state.activeStep,
      };
    default:
      return state;
  }
}

/** Whether a step tab can be clicked. */
export const canOpenStep = (state: StepState, step: RegistrationStep): boolean =>
  indexOf(step) <= indexOf(state.maxValidStep);
