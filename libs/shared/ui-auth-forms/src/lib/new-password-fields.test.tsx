import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@festival/shared-testing-react';
import { ChangePasswordForm } from './change-password-form';
import { NewPasswordForm } from './new-password-form';
import { SignUpForm } from './sign-up-form';

describe('NewPasswordFields', () => {
  it.each([
    ['sign-up', <SignUpForm key="s" onSubmit={vi.fn()} captchaStatus="ready" />, 'Password'],
    ['forgot password', <NewPasswordForm key="n" onSubmit={vi.fn()} />, 'New password'],
    ['change password', <ChangePasswordForm key="c" onSubmit={vi.fn()} />, 'New password'],
  ])('in the %s form, the new password is described by its live checklist', async (_form, ui, label) => {
    await renderWithProviders({ ui });
    const field = screen.getByLabelText(label, { selector: 'input' });
    expect(field).toHaveAccessibleDescription(/Your password needs/);
    expect(field).toHaveAccessibleDescription(/8 characters \(not met yet\)/);
    await userEvent.type(field, 'Aloha!Festival2027');
    expect(field).toHaveAccessibleDescription(/8 characters \(met\)/);
    expect(screen.getByLabelText('Confirm password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });
});
