import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@festival/shared-testing-react';
import { keepShellFields } from '@festival/shared-util-site';
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

  it('carries what was typed into the pre-rendered form into its own, where the visitor was typing', async () => {
    // The server's form (sign-in-shell), still on the page when the app's first render starts.
    const shell = document.createElement('div');
    shell.innerHTML = '<input name="email" type="email"><input name="password" type="password">';
    document.body.append(shell);
    keepShellFields(shell);
    const [shellEmail, shellPassword] = shell.querySelectorAll('input');
    shellEmail.value = 'malia@example.test';
    shellPassword.focus();
    shellPassword.value = 'correct';
    const onSubmit = vi.fn();
    await renderWithProviders({
      ui: <SignInForm onSubmit={onSubmit} captchaStatus="ready" forgotPasswordHref="/forgot-password" />,
    });
    shell.remove();
    const password = screen.getByLabelText('Password');
    expect(screen.getByLabelText(/email/i)).toHaveValue('malia@example.test');
    expect(password).toHaveValue('correct');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, ' horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'malia@example.test', password: 'correct horse' }),
    );
  });

  it("starts empty once the shell's fields were taken", async () => {
    const shell = document.createElement('div');
    shell.innerHTML = '<input name="email" type="email" value="old@example.test">';
    keepShellFields(shell);
    const first = await renderWithProviders({
      ui: <SignInForm onSubmit={vi.fn()} captchaStatus="ready" forgotPasswordHref="/forgot-password" />,
    });
    expect(screen.getByLabelText(/email/i)).toHaveValue('old@example.test');
    first.unmount();
    await renderWithProviders({
      ui: <SignInForm onSubmit={vi.fn()} captchaStatus="ready" forgotPasswordHref="/forgot-password" />,
    });
    expect(screen.getByLabelText(/email/i)).toHaveValue('');
  });
});
