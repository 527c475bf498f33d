import { act, renderHook } from '@testing-library/react';
import type { AuthSession, CodeChallenge, SignInResult } from './auth-session';
import type { Captcha } from './captcha';
import { useSignInSteps } from './use-auth-steps';

const credentials = { email: 'sina@example.org', password: 'Aloha!Festival2027' };
const challenge: CodeChallenge = {
  email: credentials.email,
  attemptsLeft: 5,
  maxAttempts: 5,
  codeLength: 6,
  codeSent: true,
};
const user = { sub: 'sub-1', email: credentials.email, firstName: 'Sina', lastName: 'Tuala' } as never;

/** A session whose sign-ins answer the given results in turn, and a captcha with a token always ready. */
function setup(...results: SignInResult[]) {
  const signIn = vi.fn(async () => results.shift() ?? { kind: 'notConfirmed' as const });
  const session = {
    signIn,
    resendSignUpCode: async () => ({ ok: true, value: { destination: null } }),
  } as unknown as AuthSession;
  const captcha = { take: () => 'token', next: async () => 'fresh-token' } as unknown as Captcha;
  const onSignedIn = vi.fn();
  const notify = { error: vi.fn(), success: vi.fn() };
  const { result } = renderHook(() => useSignInSteps({ session, captcha, notify, onSignedIn }));
  return { result, signIn, onSignedIn, notify };
}

describe('useSignInSteps', () => {
  it('goes from the credentials to the emailed code', async () => {
    const { result } = setup({ kind: 'challenge', challenge });
    expect(result.current.step).toEqual({ kind: 'credentials' });
    await act(() => result.current.submit(credentials));
    expect(result.current.step).toEqual({ kind: 'code', challenge, credentials });
  });

  it('verifies an unconfirmed account, then signs in again with a fresh captcha token', async () => {
    const { result, signIn } = setup({ kind: 'notConfirmed' }, { kind: 'challenge', challenge });
    await act(() => result.current.submit(credentials));
    expect(result.current.step).toEqual({ kind: 'verify', credentials });
    await act(() => result.current.onVerified(credentials));
    expect(signIn).toHaveBeenLastCalledWith({ ...credentials, captchaToken: 'fresh-token' });
    expect(result.current.step).toEqual({ kind: 'code', challenge, credentials });
  });

  it('finishes when the retry signs in without a code, and goes back to the credentials when it fails', async () => {
    const signedIn = setup({ kind: 'notConfirmed' }, { kind: 'signedIn', user });
    await act(() => signedIn.result.current.submit(credentials));
    await act(() => signedIn.result.current.onVerified(credentials));
    expect(signedIn.onSignedIn).toHaveBeenCalledWith(user);

    const failed = setup(
      { kind: 'notConfirmed' },
      {
        kind: 'error',
        error: {
          code: 'NotAuthorizedException',
          name: 'NotAuthorizedException',
          message: 'Incorrect username or password.',
        } as never,
      },
    );
    await act(() => failed.result.current.submit(credentials));
    await act(() => failed.result.current.onVerified(credentials));
    expect(failed.result.current.step).toEqual({ kind: 'credentials' });
    expect(failed.onSignedIn).not.toHaveBeenCalled();
  });
});
