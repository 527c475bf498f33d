import { useMultiFactor, type MultiFactorOptions } from '@festival/shared-data-access-auth-session';
import { MultiFactorCodeForm } from '@festival/shared-ui-auth-forms';

export type MultiFactorDialogBodyProps = MultiFactorOptions;

/** The multi-factor dialog (SPEC.md §4, §8): auto-submit, attempts left, Resend Code resets to 5. */
export function MultiFactorDialogBody(props: MultiFactorDialogBodyProps) {
  const mfa = useMultiFactor(props);
  return <MultiFactorCodeForm step={mfa} />;
}
