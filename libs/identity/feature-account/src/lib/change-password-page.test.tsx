import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuthSessionProvider,
  createSignedOutSession,
  type AuthSession,
} from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import { ChangePasswordPage } from './change-password-page';

const ann = { id: 'ann-sub', email: 'ann@example.org', firstName: 'Ann', lastName: 'Kealoha', userType: 'USER' };

/** The page for a signed-in Ann whose identity provider answers the change with `answer`. */
async function render(answer: Awaited<ReturnType<AuthSession['changePassword']>>) {
  const changePassword = vi.fn(async () => answer);
  const session = createSignedOutSession({
    restoreSession: async () => ann,
    getIdToken: async () => 'id-token',
    refresh: async () => ({ ok: true, value: ann }),
    changePassword,
  });
  await renderWithProviders(
    { ui: <ChangePasswordPage /> },
    {
      api: (call) => (call.url === '/permissions/me' ? [200, { data: [] }] : undefined),
      config: { site: 'identity' },
      wrapper: (children) => (
        <AuthSessionProvider session={session} notifyError={() => undefined}>
          {children}
        </AuthSessionProvider>
      ),
    },
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password', {}, { timeout: 5000 }), 'Old-pass1!');
  await user.type(screen.getByLabelText('New password'), 'New-pass1!');
  await user.type(screen.getByLabelText('Confirm password'), 'New-pass1!');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return { changePassword };
}

describe('ChangePasswordPage (SPEC.md §8 catalogue)', () => {
  it('shows "Incorrect password." on the current password when the identity provider refuses it', async () => {
    const { changePassword } = await render({
      ok: false,
      error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith('Old-pass1!', 'New-pass1!');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Username does not exist" when the account is no longer found', async () => {
    await render({
      ok: false,
      error: { code: 'UserNotFoundException', message: 'Username/client id combination not found.' },
    });
    expect(await screen.findByText('Username does not exist')).toBeInTheDocument();
    expect(screen.queryByText('Username/client id combination not found.')).toBeNull();
  });
});
