import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@festival/shared-testing-react';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('says nothing when the untouched email field loses focus, so a click on a link below lands', async () => {
    const onSignUp = vi.fn();
    await renderWithProviders({
      ui: (
        <SignInForm
          onSubmit={vi.fn()}
          captchaStatus="ready"
          forgotPasswordHref="/forgot-password"
          onSignUp={onSignUp}
        />
      ),
    });
    const email = screen.getByLabelText(/email/i);
    await waitFor(() => expect(email).toHaveFocus());
    fireEvent.blur(email);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onSignUp).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('still names every missing field on submit', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders({
      ui: <SignInForm onSubmit={onSubmit} captchaStatus="ready" forgotPasswordHref="/forgot-password" />,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
