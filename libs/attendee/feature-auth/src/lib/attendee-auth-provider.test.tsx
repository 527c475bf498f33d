import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@festival/shared-testing-react';
import {
  createCaptcha,
  type AuthSession,
  type CodeChallenge,
  type SignInResult,
  useAuthSession,
} from '@festival/shared-data-access-auth-session';
import { AttendeeAuthProvider } from './attendee-auth-provider';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';

const challenge = (attemptsLeft: number): CodeChallenge => ({
  email: 'l•••@example.org',
  attemptsLeft,
  maxAttempts: 5,
  codeLength: 6,
  codeSent: attemptsLeft === 5,
});
const user = { id: 'u1', email: 'leilani@example.org', firstName: 'Leilani', lastName: 'Kahale', userType: 'USER' };

const config = testSiteConfig();

function fakeSession(overrides: Partial<AuthSession> = {}): AuthSession {
  const fail = async () => ({ ok: false as const, error: { code: 'X', message: 'not in this test' } });
  return {
    signIn: vi.fn(async (): Promise<SignInResult> => ({
      kind: 'error',
      error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    })),
    answerChallenge: vi.fn(async (): Promise<SignInResult> => ({ kind: 'error', error: { code: 'X', message: '' } })),
    resendChallengeCode: vi.fn(fail),
    signUp: vi.fn(fail),
    confirmSignUp: vi.fn(fail),
    resendSignUpCode: vi.fn(fail),
    forgotPassword: vi.fn(fail),
    confirmForgotPassword: vi.fn(fail),
    changePassword: vi.fn(fail),
    signOut: vi.fn(async () => undefined),
    restoreSession: vi.fn(async () => null),
    getIdToken: vi.fn(async () => null),
    refresh: vi.fn(async () => ({ ok: true as const, value: user })),
    ...overrides,
  };
}

function Opener() {
  const auth = useAuthSession();
  return (
    <>
      <p>{auth.authenticated ? `signed in as ${auth.user?.email}` : 'signed out'}</p>
      <button type="button" onClick={() => auth.requestSignIn('/my-events')}>
        open sign-in
      </button>
      <button type="button" onClick={() => auth.requestSignIn()}>
        open sign-in without a destination
      </button>
    </>
  );
}

async function setup(session: AuthSession, opener = 'open sign-in', pathname = '/') {
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'captcha-token',
  });
  const navigate = vi.fn();
  await renderWithProviders(
    { ui: <Opener /> },
    {
      api: () => [200, { data: [] }],
      config,
      toastQueryErrors: false,
      wrapper: (children) => (
        <AttendeeAuthProvider navigate={navigate} getPathname={() => pathname} session={session} captcha={captcha}>
          {children}
        </AttendeeAuthProvider>
      ),
    },
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  // The dialog's form arrives with its own file (lazy-dialog-bodies.tsx).
  await within(dialog).findByLabelText('Email', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(dialog).queryByText('Checking that you are not a robot…')).not.toBeInTheDocument());
  return { dialog, navigate, user: userEvent.setup() };
}

describe('attendee sign-in dialogs', () => {
  it('focuses the email, validates, and shows a wrong account on the password field', async () => {
    const session = fakeSession();
    const { dialog, user: u } = await setup(session);
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    await u.type(within(dialog).getByLabelText('Email'), 'leilani@example.org');
    await u.type(within(dialog).getByLabelText('Password'), 'Wrong#Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username or password.');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(session.signIn).toHaveBeenCalledWith({
      email: 'leilani@example.org',
      password: 'Wrong#Pass1',
      captchaToken: 'captcha-token',
    });
  });

  it('says the user has been deactivated', async () => {
    const { dialog, user: u } = await setup(
      fakeSession({
        signIn: vi.fn(async () => ({
          kind: 'error' as const,
          error: { code: 'NotAuthorizedException', message: 'User is disabled.' },
        })),
      }),
    );
    await u.type(within(dialog).getByLabelText('Email'), 'a@example.org');
    await u.type(within(dialog).getByLabelText('Password'), 'Some#Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The user has been deactivated');
  });

  it('asks for the emailed code, counts attempts, and signs in when it is right', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: SignInResult[] = [
      { kind: 'challenge', challenge: challenge(4) },
      { kind: 'signedIn', user },
    ];
    const session = fakeSession({
      signIn: vi.fn(async () => ({ kind: 'challenge' as const, challenge: challenge(5) })),
      answerChallenge: vi.fn(async () => answers.shift() as SignInResult),
    });
    const { dialog, navigate, user: u } = await setup(session);
    await u.type(within(dialog).getByLabelText('Email'), user.email);
    await u.type(within(dialog).getByLabelText('Password'), 'Right#Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const mfa = await screen.findByRole('dialog', { name: 'Enter your one-time code' });
    expect(within(mfa).getByText('5 attempts left.')).toBeInTheDocument();
    // Six digits submit by themselves.
    await u.type(within(mfa).getByLabelText('Verification code'), '111111');
    expect(await within(mfa).findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again. 4 attempts left.',
    );
    expect(within(mfa).getByLabelText('Verification code')).toHaveValue('');
    await u.type(within(mfa).getByLabelText('Verification code'), '222222');

    expect(await screen.findByText('You have logged in successfully.')).toBeInTheDocument();
    expect(await screen.findByText(`signed in as ${user.email}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(navigate).toHaveBeenCalledWith('/my-events');
    expect(session.answerChallenge).toHaveBeenNthCalledWith(1, '111111');
    expect(session.answerChallenge).toHaveBeenNthCalledWith(2, '222222');
    vi.useRealTimers();
  });

  it.each([
    ['/', '/dashboard'],
    ['/faq', null],
  ])(
    'without a destination, signing in on %s leads to %s (null: it stays; issue 13.8)',
    async (pathname, destination) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const session = fakeSession({ signIn: vi.fn(async () => ({ kind: 'signedIn' as const, user })) });
      const { dialog, navigate, user: u } = await setup(session, 'open sign-in without a destination', pathname);
      await u.type(within(dialog).getByLabelText('Email'), user.email);
      await u.type(within(dialog).getByLabelText('Password'), 'Right#Pass1');
      await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText(`signed in as ${user.email}`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(150));
      if (destination) expect(navigate).toHaveBeenCalledWith(destination);
      else expect(navigate).not.toHaveBeenCalled();
      vi.useRealTimers();
    },
  );

  it('says the attempts are exhausted after the fifth wrong code, and Resend Code resets them to 5', async () => {
    const session = fakeSession({
      signIn: vi.fn(async () => ({ kind: 'challenge' as const, challenge: challenge(1) })),
      answerChallenge: vi.fn(async () => ({
        kind: 'error' as const,
        error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      })),
      resendChallengeCode: vi.fn(async () => ({ ok: true as const, value: challenge(5) })),
    });
    const { dialog, user: u } = await setup(session);
    await u.type(within(dialog).getByLabelText('Email'), user.email);
    await u.type(within(dialog).getByLabelText('Password'), 'Right#Pass1');
    await u.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const mfa = await screen.findByRole('dialog', { name: 'Enter your one-time code' });
    await u.type(within(mfa).getByLabelText('Verification code'), '999999');
    expect(await within(mfa).findByRole('alert')).toHaveTextContent(
      'You have exceeded the number of attempts allowed. Please resend code to try again.',
    );
    await u.click(within(mfa).getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('A new code has been sent to your email.')).toBeInTheDocument();
    expect(within(mfa).getByText('5 attempts left.')).toBeInTheDocument();
  });
});
