import { useEmailVerification, type AuthNotify, type AuthSession } from '@festival/shared-data-access-auth-session';
import { EmailVerificationCodeForm } from '@festival/shared-ui-auth-forms';

export interface VerifyEmailDialogBodyProps {
  session: AuthSession;
  email: string;
  notify: AuthNotify;
  onVerified: () => void | Promise<void>;
}

/** The email verification dialog: the sign-up code, with the note that mail may take a while. */
export function VerifyEmailDialogBody({ session, email, notify, onVerified }: VerifyEmailDialogBodyProps) {
  const verification = useEmailVerification({ session, email, notify, onVerified });
  return <EmailVerificationCodeForm email={email} step={verification} />;
}
