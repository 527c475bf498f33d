import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { AuthSessionProvider, createCaptcha, createSignedOutSession } from '@festival/shared-data-access-auth-session';
import { renderWithProviders } from '@festival/shared-testing-react';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { TranslationsPage } from './translations-page';

const me = { id: 'admin-sub', email: 'admin@festival.localhost', firstName: 'A', lastName: 'B', userType: 'USER' };
const locales = [
  { code: 'en', name: 'English', description: 'English' },
  { code: 'fr', name: 'Français', description: 'French' },
  { code: 'sm', name: 'Gagana Sāmoa', description: 'Samoan' },
];

async function renderPage(permissions: string[]) {
  const saved: Array<{ url: string; data: unknown }> = [];
  const api: ApiHandler = ({ method, url, params, body }) => {
    if (url === '/permissions/me') return [200, { data: permissions }];
    if (url === '/locales') return [200, { data: locales }];
    if (method === 'PUT') {
      saved.push({ url, data: body });
      return [200, { data: { key: 'common:close', value: 'Fermer' } }];
    }
    const rows = [
      { key: 'common:close', english: 'Close', values: { sm: 'Tapuni' } },
      { key: 'admin:e2e.collected', english: null, values: {} },
    ].filter((row) => !params['search'] || row.key.includes(String(params['search'])));
    return [200, { data: rows, hasNext: false, payloadSize: rows.length, totalRecords: rows.length }];
  };
  const session = createSignedOutSession({
    restoreSession: async () => me,
    getIdToken: async () => 'id-token',
    refresh: async () => ({ ok: true, value: me }),
  });
  const captcha = createCaptcha({
    challengeUrl: '/c',
    fetchImpl: async () => new Response(JSON.stringify({ parameters: { expiresAt: 9_999_999_999 } })),
    solve: async () => 'captcha-token',
  });
  const { calls } = await renderWithProviders(
    { routes: [{ path: '/translations', element: <TranslationsPage /> }], path: '/translations' },
    {
      api,
      config: testSiteConfig({ site: 'admin' }),
      wrapper: (children) => (
        <AuthSessionProvider session={session} captcha={captcha} notifyError={() => undefined}>
          {children}
        </AuthSessionProvider>
      ),
    },
  );
  return { calls, saved };
}

describe('TranslationsPage', () => {
  it('shows keys × languages (not English) and saves an edited cell once it loses focus', async () => {
    const { saved } = await renderPage(['TRANSLATION:R', 'TRANSLATION:U']);
    const cell = await screen.findByRole('textbox', { name: 'common:close in Français' }, { timeout: 5000 });
    expect(screen.getByRole('columnheader', { name: 'Gagana Sāmoa' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'common:close in Gagana Sāmoa' })).toHaveValue('Tapuni');
    expect(screen.getByText('Not in the English source (collected from a site)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(cell, 'Fermer');
    expect(saved).toEqual([]);
    await user.tab();
    await waitFor(() =>
      expect(saved).toEqual([{ url: '/translations/fr', data: { key: 'common:close', value: 'Fermer' } }]),
    );
    expect(await screen.findByText('Translation saved (Français)')).toBeInTheDocument();
  });

  it('is read-only without TRANSLATION:U', async () => {
    const { saved } = await renderPage(['TRANSLATION:R']);
    const cell = await screen.findByRole('textbox', { name: 'common:close in Français' }, { timeout: 5000 });
    await waitFor(() => expect(cell).toHaveAttribute('readonly'));
    await userEvent.setup().type(cell, 'x');
    expect(cell).toHaveValue('');
    expect(saved).toEqual([]);
  });
});
