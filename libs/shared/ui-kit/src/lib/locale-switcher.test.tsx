import { render, screen } from '@testing-library/react';
import { LocaleSwitcher } from './locale-switcher';
import { UiProvider } from './ui-provider';

describe('LocaleSwitcher', () => {
  it('says which languages are only partly translated (their other texts show in English)', async () => {
    render(
      <LocaleSwitcher
        locales={[
          { code: 'en', name: 'English' },
          { code: 'sm', name: 'Gagana Sāmoa', partial: true },
        ]}
        value="en"
        onChange={vi.fn()}
      />,
      { wrapper: UiProvider },
    );
    const menu = await screen.findByRole('combobox', { name: 'Language' });
    expect([...(menu as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'English',
      'Gagana Sāmoa (partly translated)',
    ]);
  });
});
