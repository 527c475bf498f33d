import {
  canOpenStep,
  initialStepState,
  registrationSteps,
  stepReducer,
  type StepAction,
  type StepState,
} from './steps';

describe('stepReducer (SPEC.md §4 "Registration steps")', () => {
  it.each<[string, StepState, StepAction, StepState]>([
    [
      'moving within the maximum keeps it',
      { activeStep: 'attendee', maxValidStep: 'payment' },
      { type: 'setActiveStep', step: 'general' },
      { activeStep: 'general', maxValidStep: 'payment' },
    ],
    [
      'a step beyond the maximum raises it',
      { activeStep: 'general', maxValidStep: 'general' },
      { type: 'setActiveStep', step: 'attendee' },
      { activeStep: 'attendee', maxValidStep: 'attendee' },
    ],
    [
      'jumping two steps raises it to the step',
      { activeStep: 'general', maxValidStep: 'general' },
      { type: 'setActiveStep', step: 'payment' },
      { activeStep: 'payment', maxValidStep: 'payment' },
    ],
    [
      'lowering the maximum pulls the active step down',
      { activeStep: 'payment', maxValidStep: 'payment' },
      { type: 'setMaxValidStep', step: 'general' },
      { activeStep: 'general', maxValidStep: 'general' },
    ],
    [
      'lowering the maximum to the active step keeps it',
      { activeStep: 'attendee', maxValidStep: 'payment' },
      { type: 'setMaxValidStep', step: 'attendee' },
      { activeStep: 'attendee', maxValidStep: 'attendee' },
    ],
    [
      'raising the maximum leaves the active step',
      { activeStep: 'general', maxValidStep: 'general' },
      { type: 'setMaxValidStep', step: 'payment' },
      { activeStep: 'general', maxValidStep: 'payment' },
    ],
  ])('%s', (_name, state, action, next) => {
    expect(stepReducer(state, action)).toEqual(next);
  });

  it('starts on general', () => {
    expect(initialStepState).toEqual({ activeStep: 'general', maxValidStep: 'general' });
  });

  it.each([
    ['general', true],
    ['attendee', true],
    ['payment', false],
  ] as const)('with maximum attendee, %s can be opened: %s', (step, ok) => {
    expect(canOpenStep({ activeStep: 'general', maxValidStep: 'attendee' }, step)).toBe(ok);
  });

  it.each([
    [true, ['general', 'attendee', 'payment']],
    [false, ['general', 'attendee']],
  ])('payment required %s → steps %o', (required, steps) => {
    expect(registrationSteps(required)).toEqual(steps);
  });
});
