import { screen } from '@testing-library/react';
import { renderWithProviders } from '@festival/shared-testing-react';
import { IdentityHomePage } from './identity-home-page';

describe('the identity home', () => {
  it('lists what lives here in French, from a translation nested by index, English where an item is missing', async () => {
    await renderWithProviders(
      { ui: <IdentityHomePage /> },
      {
        language: {
          code: 'fr',
          translation: {
            identity: {
              home: {
                upcoming: 'Ce que vous trouverez ici',
                items: { '0': 'Se connecter', '1': 'Créer un compte', '2': 'Réinitialiser un mot de passe oublié' },
              },
            },
          },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Ce que vous trouverez ici' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Se connecter',
      'Créer un compte',
      'Réinitialiser un mot de passe oublié',
      'Change your password',
    ]);
  });
});
