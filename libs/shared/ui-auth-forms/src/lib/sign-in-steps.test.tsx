import { screen } from '@testing-library/react';
import { renderWithProviders } from '@festival/shared-testing-react';
import { SignInSteps, type SignInStepsProps } from './sign-in-steps';

const props: Omit<SignInStepsProps, 'step'> = {
  title: 'Sign in',
  intro: 'Sign in with your account.',
  submit: vi.fn(),
  captchaStatus: 'ready',
  forgotPasswordHref: '/forgot-password',
  code: {
    challenge: { codeLength: 6, email: 'kai@example.org' },
    status: 'idle',
    error: null,
    submit: vi.fn(),
    resend: vi.fn(),
  },
  verification: { submit: vi.fn(), resend: vi.fn() },
};

describe('SignInSteps', () => {
  it('shows the emailed code step with its form, which comes in a file of its own', async () => {
    await renderWithProviders({
      ui: <SignInSteps {...props} step={{ kind: 'code', credentials: { email: 'kai@example.org' } }} />,
    });
    expect(screen.getByRole('heading', { name: 'Enter your one-time code' })).toBeInTheDocument();
    expect(await screen.findByText('We emailed a 6-digit code to kai@example.org.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});
