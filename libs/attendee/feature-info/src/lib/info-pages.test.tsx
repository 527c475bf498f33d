import { screen } from '@testing-library/react';
import { renderWithProviders } from '@festival/shared-testing-react';
import { setDisplayLocale } from '@festival/shared-util-dates';
import { FaqPage } from './faq-page';
import { TermsPage } from './terms-page';

// As /translation/fr.json serves it: lists nested by index, and here the last FAQ item untranslated.
const french = {
  code: 'fr',
  translation: {
    attendee: {
      info: {
        lastUpdated: 'Dernière mise à jour : {{date}}',
        faq: {
          title: 'Questions fréquentes',
          items: {
            '0': { question: 'Ai-je besoin d’un compte pour m’inscrire ?', answer: 'Oui.' },
            '1': { question: 'Quelle différence entre une inscription Public et une inscription Délégué ?' },
          },
        },
        terms: {
          title: 'Conditions générales',
          sections: { '0': { heading: 'À propos de ces conditions', body: 'Ces conditions s’appliquent.' } },
        },
      },
    },
  },
};

afterEach(() => setDisplayLocale('en'));

describe('the info pages in another language', () => {
  it('show every FAQ item, each in French where translated and in English where not', async () => {
    await renderWithProviders({ ui: <FaqPage /> }, { language: french });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
    const questions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(questions).toHaveLength(6);
    expect(questions[0]).toBe('Ai-je besoin d’un compte pour m’inscrire ?');
    expect(questions[1]).toBe('Quelle différence entre une inscription Public et une inscription Délégué ?');
    expect(questions[5]).toBe('How can I volunteer or attend as media?');
  });

  it('write the terms and their date as the language does', async () => {
    setDisplayLocale('fr');
    await renderWithProviders({ ui: <TermsPage /> }, { language: french });
    expect(await screen.findByText('Dernière mise à jour : 15/01/2025')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'À propos de ces conditions' })).toBeVisible();
    // The sections not translated yet stay, in English.
    expect(screen.getByRole('heading', { level: 2, name: 'Conduct and changes' })).toBeVisible();
  });

  it('keep the SPEC’s date form in English', async () => {
    await renderWithProviders({ ui: <TermsPage /> });
    expect(await screen.findByText('Last updated: 01/15/2025')).toBeVisible();
  });
});
