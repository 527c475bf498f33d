import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('translates English by default with interpolation', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('errorPage.title')).toBe('Unfortunately, something went wrong.');
    expect(i18n.t('errors.translation', { code: 'fr' })).toBe(
      "Can't fetch translation of language fr. Please try again.",
    );
    expect(i18n.t('attendee:home.activities', { count: 1 })).toBe('1 activity');
    expect(i18n.t('attendee:home.activities', { count: 12 })).toBe('12 activities');
  });

  it('uses a downloaded translation and falls back to English for missing keys', async () => {
    const i18n = await createI18n('fr', { translation: { common: { errorPage: { tryAgain: 'Réessayer' } } } });
    expect(i18n.t('errorPage.tryAgain')).toBe('Réessayer');
    expect(i18n.t('errorPage.backHome')).toBe('Back to Home');
  });

  it('gives independent instances', async () => {
    const a = await createI18n('fr', { translation: { common: { close: 'Fermer' } } });
    const b = await createI18n('en');
    expect(a.t('close')).toBe('Fermer');
    expect(b.t('close')).toBe('Close');
  });
});
